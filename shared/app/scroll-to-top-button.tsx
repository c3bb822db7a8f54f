/** Back to the top of the page; focus goes to the skip-link target so keyboard users land there too. */
export function ScrollToTopButton() {
  const scrollToTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="button-quiet scroll-to-top" onClick={scrollToTop}>
      Scroll To Top
    </button>
  );
}

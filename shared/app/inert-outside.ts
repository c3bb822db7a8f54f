/**
 * Makes everything on the page except `element` (and its ancestors) inert, as a modal
 * needs: no focus, clicks or assistive technology behind it. Returns the undo, which
 * leaves alone whatever was inert before.
 */
export function inertOutside(element: HTMLElement): () => void {
  const madeInert: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    node = parent;
  }
  return () => madeInert.forEach((sibling) => sibling.removeAttribute('inert'));
}

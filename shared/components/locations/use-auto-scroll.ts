import { useEffect, useRef, useState, type RefObject } from 'react';

const STEP_MS = 5000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * product rule 2.11: the location carousel scrolls itself, one card per step, back to the
 * start at the end. Runs only in the browser (started in effects, so the
 * server's and the hydrating tree agree), never under prefers-reduced-motion,
 * only when the cards overflow, held while the pointer is over it or focus is
 * in it, and paused once the shopper swipes or presses Pause (WCAG 2.2.2: a way
 * to stop motion that lasts over 5 seconds).
 */
export function useAutoScroll(trackRef: RefObject<HTMLElement | null>) {
  const [canAutoScroll, setCanAutoScroll] = useState(false);
  const [isPaused, setIsPaused] = useState(false);
  const isHeld = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || window.matchMedia(REDUCED_MOTION).matches) return;
    const measure = () => setCanAutoScroll(track.scrollWidth > track.clientWidth + 1);
    const hold = () => (isHeld.current = true);
    const release = () => (isHeld.current = track.matches(':hover, :focus-within'));
    const pause = () => setIsPaused(true);
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    measure();
    const listeners: Array<[string, () => void]> = [
      ['pointerenter', hold],
      ['pointerleave', release],
      ['focusin', hold],
      ['focusout', release],
      ['touchstart', pause],
      ['wheel', pause],
    ];
    for (const [type, listener] of listeners) {
      track.addEventListener(type, listener, { passive: true });
    }
    return () => {
      resize.disconnect();
      for (const [type, listener] of listeners) track.removeEventListener(type, listener);
    };
  }, [trackRef]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !canAutoScroll || isPaused) return;
    const timer = window.setInterval(() => {
      if (!isHeld.current && !window.matchMedia(REDUCED_MOTION).matches) scrollOneCard(track);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [trackRef, canAutoScroll, isPaused]);

  return { canAutoScroll, isPaused, togglePaused: () => setIsPaused((paused) => !paused) };
}

function scrollOneCard(track: HTMLElement) {
  if (track.scrollWidth <= track.clientWidth + 1) return;
  const isAtEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  const card = track.firstElementChild as HTMLElement | null;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const step = (card?.offsetWidth ?? track.clientWidth) + gap;
  track.scrollTo({ left: isAtEnd ? 0 : track.scrollLeft + step, behavior: 'smooth' });
}

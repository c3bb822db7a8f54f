import { useEffect, type RefObject } from 'react';
import type { DeferredModule } from './deferred-module.ts';

/** What a shopper does just before using something: press on it, or move focus into it. */
const INTENT_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Loads a deferred module when the element comes within a screen's height of the
 * viewport, or at once when the shopper presses or focuses inside it (a keyboard user
 * can tab in from far above). The listeners are on window in the capture phase: for
 * content React has not hydrated yet, React stops these events at the document.
 */
export function useLoadWhenNear(
  element: RefObject<Element | null>,
  module: DeferredModule<unknown>,
): void {
  useEffect(() => {
    const target = element.current;
    if (!target || module.current) return;
    let observer: IntersectionObserver | undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && target.contains(event.target)) start();
    };
    const stop = () => {
      observer?.disconnect();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
    };
    function start() {
      stop();
      module.load().catch((error: unknown) => {
        console.warn('A part of this page could not be loaded.', error);
      });
    }
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, onIntent, { capture: true, passive: true });
    }
    if (typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: '0px 0px 100% 0px' },
      );
      observer.observe(target);
    } else {
      start();
    }
    return stop;
  }, [element, module]);
}

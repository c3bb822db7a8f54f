import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Navigation state for a change made inside the page (a listing filter or sort): the
 * shopper is still working where they are, so focus stays put.
 */
export const KEEP_FOCUS_STATE = { keepFocus: true } as const;

function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'keepFocus' in state;
}

function focusWithoutScrolling(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * The element a hash link focuses: its target, or the element the target names in
 * `data-focus-target` (an empty anchor before a panel whose heading is what a screen reader
 * should announce, and what the panel itself focuses).
 */
function hashTarget(hash: string): HTMLElement | null {
  let target: HTMLElement | null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
  const forwardedTo = target?.dataset.focusTarget;
  return (forwardedTo ? document.getElementById(forwardedTo) : null) ?? target;
}

/**
 * After a client navigation focus goes where a full page load would leave a screen
 * reader: the new page's main heading, which is then announced (a hash link's target
 * instead). Scrolling is left to the router's scroll restoration.
 */
export function useFocusAfterNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The router makes a new location object per navigation; keys can repeat ('default'
  // for every entry a plain hash link adds).
  const focusedFor = useRef(location);
  useEffect(() => {
    if (focusedFor.current === location) return;
    focusedFor.current = location;
    if (navigationType !== 'POP' && keepsFocus(location.state)) return;
    const target =
      (location.hash ? hashTarget(location.hash) : null) ??
      document.querySelector<HTMLElement>('main h1') ??
      document.getElementById('main');
    if (target) focusWithoutScrolling(target);
  }, [location, navigationType]);
}

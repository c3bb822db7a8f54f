import { RESULTS_COUNT_ID } from './listing-stats.tsx';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * After a refinement, the results count comes into view when it is off-screen: a facet far
 * down the side column would otherwise leave the shopper looking at the facets, with the new
 * count and first cards above the screen. Not while the phone's filter drawer is open (it
 * brings the results into view as it closes). Smooth unless the shopper asks for less motion.
 */
export function bringResultsCountIntoView() {
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
  const count = document.getElementById(RESULTS_COUNT_ID);
  if (!count) return;
  const { top, bottom } = count.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const isReduced = window.matchMedia?.(REDUCED_MOTION).matches ?? false;
  count.scrollIntoView({ block: 'start', behavior: isReduced ? 'auto' : 'smooth' });
}

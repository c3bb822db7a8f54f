import type { HitCountSources } from './hit-count.ts';
import { useDisplayedHitCount } from './use-displayed-hit-count.ts';

const COUNT = new Intl.NumberFormat('en-AU');

/** '1,234 vehicles', '1 vehicle'. */
export function carCount(count: number): string {
  return `${COUNT.format(count)} ${count === 1 ? 'vehicle' : 'vehicles'}`;
}

/** The results count: where focus goes when the control the shopper used leaves the page. */
export const RESULTS_COUNT_ID = 'listing-results-count';

/**
 * Moves focus to the results count (a chip or Clear all removes itself when used, which
 * would drop focus to the page's body), scrolling it into view only if it is off-screen.
 */
export function focusResultsCount() {
  document.getElementById(RESULTS_COUNT_ID)?.focus();
}

/** "N vehicles found", announced politely as results change. */
export function ListingStats(props: Pick<HitCountSources, 'source' | 'newStock'>) {
  const count = useDisplayedHitCount(props);
  return (
    <p
      id={RESULTS_COUNT_ID}
      className="listing-stats"
      role="status"
      aria-live="polite"
      tabIndex={-1}
    >
      {carCount(count)} found
    </p>
  );
}

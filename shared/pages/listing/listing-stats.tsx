import type { HitCountSources } from './hit-count.ts';
import { useDisplayedHitCount } from './use-displayed-hit-count.ts';

const COUNT = new Intl.NumberFormat('en-AU');

/** '1,234 vehicles', '1 vehicle'. */
export function carCount(count: number): string {
  return `${COUNT.format(count)} ${count === 1 ? 'vehicle' : 'vehicles'}`;
}

/** "N vehicles found", announced politely as results change. */
export function ListingStats(props: Pick<HitCountSources, 'source' | 'newStock'>) {
  const count = useDisplayedHitCount(props);
  return (
    <p className="listing-stats" role="status" aria-live="polite">
      {carCount(count)} found
    </p>
  );
}

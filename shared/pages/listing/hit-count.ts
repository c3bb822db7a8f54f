/** product rule 9.6: above this many hits the count shown comes from the facet counts (or the new-stock count). */
export const LARGE_HIT_COUNT = 1999;

export interface HitCountSources {
  nbHits: number;
  /** Facet counts of the current search by car type (they are never capped). */
  carTypeCounts: Readonly<Record<string, number>>;
  /** Tenant `features.large_hit_count_source`. */
  source: 'facets' | 'new-stock';
  /** The site's new-stock count, for the 'new-stock' variant. */
  newStock: number;
}

/** The number of cars a listing says it found (product rule 9.6). */
export function displayedHitCount({ nbHits, carTypeCounts, source, newStock }: HitCountSources) {
  if (nbHits <= LARGE_HIT_COUNT) return nbHits;
  if (source === 'new-stock') return newStock;
  const summed = Object.values(carTypeCounts).reduce((sum, count) => sum + count, 0);
  return Math.max(summed, nbHits);
}

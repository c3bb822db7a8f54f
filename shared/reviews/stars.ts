import type { TenantFeatures } from '../tenant/tenant-config.ts';

export type StarFill = 'full' | 'partial' | 'empty';

/** product rule 9.5: a partial star only when the fraction is above 30%. */
const PARTIAL_STAR_THRESHOLD = 0.3;
const DEFAULT_MAX_STARS = 5;

/**
 * product rule 4.8: shown only when enabled, rating numeric, rating >= min_rating and
 * unique locations not 3; `force` overrides the rating threshold and the
 * location count (never `enabled`, nor a missing rating: there is nothing to draw).
 */
export function isStarsVisible(input: {
  stars: TenantFeatures['stars'];
  rating: unknown;
  uniqueLocationCount: number;
}): boolean {
  const { stars, rating, uniqueLocationCount } = input;
  if (!stars.enabled || !isRating(rating)) return false;
  if (stars.force) return true;
  return rating >= stars.min_rating && uniqueLocationCount !== 3;
}

/** A rating is a finite number; strings and NaN are not. */
export function isRating(rating: unknown): rating is number {
  return typeof rating === 'number' && Number.isFinite(rating);
}

/**
 * product rule 9.5: a partial star only when the fraction is above 30%.
 * 4.3 -> 4 full, 1 empty; 4.31 -> 4 full, 1 partial. Rating clamped to 0..max.
 */
export function starFills(rating: number, max: number = DEFAULT_MAX_STARS): StarFill[] {
  const clamped = Math.min(Math.max(rating, 0), max);
  return Array.from({ length: max }, (_, index) => {
    const fill = roundToThousandths(clamped - index);
    if (fill >= 1) return 'full';
    return fill > PARTIAL_STAR_THRESHOLD ? 'partial' : 'empty';
  });
}

/** Share (0..1) of the partial star that is filled: the rating's fraction. */
export function partialStarFraction(rating: number): number {
  return roundToThousandths(rating - Math.floor(rating));
}

/**
 * product rule 9.5: 'N rating out of M reviews', N to one decimal ('4.0 rating out of 12 reviews').
 * M is printed as a plain integer so server and browser agree (no locale); without a
 * review count the label is just 'N rating' rather than claiming zero reviews.
 */
export function starsLabel(rating: number, reviewCount: number | undefined): string {
  const shown = displayedRating(rating).toFixed(1);
  return reviewCount === undefined
    ? `${shown} rating`
    : `${shown} rating out of ${Math.round(reviewCount)} reviews`;
}

/** product rule 9.5: ratings show to one decimal; stars are drawn from that same value (4.96 shows 5.0, five stars). */
export function displayedRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

// Avoids 4.3 - 4 = 0.2999... style float noise deciding a star.
function roundToThousandths(value: number): number {
  return Math.round(value * 1000) / 1000;
}

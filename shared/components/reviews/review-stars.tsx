import { useSite } from '../../app/use-site.ts';
import {
  isRating,
  isStarsVisible,
  displayedRating,
  partialStarFraction,
  starFills,
  starsLabel,
  type StarFill,
} from '../../reviews/stars.ts';

interface ReviewStarsProps {
  rating: unknown;
  reviewCount: number | undefined;
  /** product rule 4.8: stars hide when the site has exactly 3 unique locations. */
  uniqueLocationCount: number;
}

const STAR_PATH =
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z';

/** Dealer review stars (product rules 4.8 and 9.5): one image to assistive technology, named by starsLabel. */
export function ReviewStars({ rating, reviewCount, uniqueLocationCount }: ReviewStarsProps) {
  const { features } = useSite();
  const isVisible =
    !features.hide_reviews &&
    isStarsVisible({ stars: features.stars, rating, uniqueLocationCount });
  if (!isVisible || !isRating(rating)) return null;
  const shown = displayedRating(rating);
  return (
    <span className="review-stars" role="img" aria-label={starsLabel(rating, reviewCount)}>
      <span className="review-stars__value" aria-hidden="true">
        {shown.toFixed(1)}
      </span>
      {starFills(shown).map((fill, index) => (
        <Star key={index} fill={fill} fraction={partialStarFraction(shown)} />
      ))}
      {reviewCount === undefined ? null : (
        <span className="review-stars__count" aria-hidden="true">
          ({reviewCount})
        </span>
      )}
    </span>
  );
}

function Star({ fill, fraction }: { fill: StarFill; fraction: number }) {
  const filledShare = fill === 'full' ? 1 : fill === 'partial' ? fraction : 0;
  return (
    <span className="review-stars__star" aria-hidden="true">
      <StarShape className="review-stars__shape review-stars__shape--empty" />
      {filledShare > 0 ? (
        <span className="review-stars__fill" style={{ width: `${filledShare * 100}%` }}>
          <StarShape className="review-stars__shape review-stars__shape--full" />
        </span>
      ) : null}
    </span>
  );
}

function StarShape({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  );
}

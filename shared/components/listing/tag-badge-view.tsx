import type { TagBadge } from '../../inventory/tag-badge.ts';

/** The tag badge over a card's picture (product rule 4.1); the certified badge is an image. */
export function TagBadgeView({ badge }: { badge: TagBadge }) {
  if (badge.image) {
    return (
      <img
        className="car-card__badge-image"
        src={badge.image}
        alt={badge.label}
        width={96}
        height={32}
      />
    );
  }
  return <span className={`car-card__badge car-card__badge--${badge.tone}`}>{badge.label}</span>;
}

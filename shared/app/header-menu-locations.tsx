import { bannerLocationLabel, bannerMode, type BannerMode } from '../locations/banner-mode.ts';
import { formatAddressLine } from '../locations/map-embed-url.ts';
import { telHref } from '../format/phone-link.ts';
import { ReviewStars } from '../components/reviews/review-stars.tsx';
import type { Location } from '../tenant/tenant-config.ts';
import { useSite, useUniqueLocations } from './use-site.ts';

/** How the banner names a location: its address, its label and city, or its city or name. */
function locationName(location: Location, mode: BannerMode): string {
  if (mode === 'single') return formatAddressLine(location.address);
  if (mode === 'list') return `${bannerLocationLabel(location)} ${location.address.city}`;
  return location.address.city || location.name;
}

/**
 * Phones: the top banner's locations with their phones and its review stars, as the last
 * section of the menu (decision 0010). Every location is listed with a phone link whatever the
 * banner mode, as a tap on a phone number is what a visitor on a phone wants.
 */
export function HeaderMenuLocations() {
  const { dealership } = useSite();
  const unique = useUniqueLocations();
  const mode = bannerMode(unique.length);
  return (
    <div className="site-nav__locations">
      <p className="menu-section__title">{unique.length > 1 ? 'Our locations' : 'Visit us'}</p>
      <ReviewStars
        rating={dealership.average_rating}
        reviewCount={dealership.review_count}
        uniqueLocationCount={unique.length}
      />
      <ul>
        {unique.length === 0 ? (
          <li>
            <a href={telHref(dealership.phone)}>{dealership.phone}</a>
          </li>
        ) : (
          unique.map((location) => (
            <li key={location.id}>
              <span>{locationName(location, mode)}</span>
              <a href={telHref(location.contact_detail.phone)}>{location.contact_detail.phone}</a>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

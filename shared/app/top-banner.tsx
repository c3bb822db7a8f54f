import { useCallback, useId, useRef, useState } from 'react';

import { bannerLocationLabel, bannerMode } from '../locations/banner-mode.ts';
import { formatAddressLine } from '../locations/map-embed-url.ts';
import { telHref } from '../format/phone-link.ts';
import { ReviewStars } from '../components/reviews/review-stars.tsx';
import { SocialLinks } from '../components/social-links.tsx';
import { savedLink } from '../navigation/saved-link.ts';
import type { Location } from '../tenant/tenant-config.ts';
import { useDismiss } from './use-dismiss.ts';
import { useSite, useUniqueLocations } from './use-site.ts';
import { SiteLink } from './site-link.tsx';

/**
 * product rule 2.6 top banner: locations and phones (one, a labelled list of 2-3, or a
 * Locations dropdown above 3 unique locations), social links, review stars and
 * the favourites or garage link. Desktop only: phones find all of it in the header bar and
 * its menu (decision 0010).
 */
export function TopBanner() {
  const site = useSite();
  const { dealership } = site;
  const unique = useUniqueLocations();
  const mode = bannerMode(unique.length);
  const saved = savedLink(site);
  return (
    <div className="top-banner" data-banner-mode={mode}>
      <div className="top-banner__inner">
        {mode === 'single' ? (
          <SingleLocation location={unique[0]} fallbackPhone={dealership.phone} />
        ) : null}
        {mode === 'list' ? <LocationListing locations={unique} /> : null}
        {mode === 'dropdown' ? <LocationsDropdown locations={unique} /> : null}
        <ReviewStars
          rating={dealership.average_rating}
          reviewCount={dealership.review_count}
          uniqueLocationCount={unique.length}
        />
        <SocialLinks links={site.social} className="top-banner__social" />
        <SiteLink className="top-banner__saved" to={saved.href}>
          {saved.label}
        </SiteLink>
      </div>
    </div>
  );
}

function SingleLocation({
  location,
  fallbackPhone,
}: {
  location: Location | undefined;
  fallbackPhone: string;
}) {
  const phone = location?.contact_detail.phone ?? fallbackPhone;
  return (
    <p className="top-banner__location">
      {location ? <span>{formatAddressLine(location.address)}</span> : null}
      <a href={telHref(phone)}>{phone}</a>
    </p>
  );
}

function LocationListing({ locations }: { locations: Location[] }) {
  return (
    <ul className="top-banner__locations">
      {locations.map((location) => (
        <li key={location.id}>
          <span className="top-banner__label">{bannerLocationLabel(location)}</span>{' '}
          {location.address.city}{' '}
          <a href={telHref(location.contact_detail.phone)}>{location.contact_detail.phone}</a>
        </li>
      ))}
    </ul>
  );
}

function LocationsDropdown({ locations }: { locations: Location[] }) {
  const { features } = useSite();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onDismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, onDismiss);
  return (
    <div ref={containerRef} className="top-banner__dropdown">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Locations
      </button>
      <ul id={panelId} className="top-banner__dropdown-panel" hidden={!open}>
        {locations.map((location) => {
          const phone = location.contact_detail.phone;
          const place = location.address.city || location.name;
          return (
            <li key={location.id}>
              {features.locations_dropdown_link === 'phone' ? (
                <a href={telHref(phone)} onClick={() => setOpen(false)}>
                  <span>{place}</span> <span>{phone}</span>
                </a>
              ) : (
                <SiteLink to="/contact" onClick={() => setOpen(false)}>
                  <span>{place}</span> <span>{phone}</span>
                </SiteLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useId } from 'react';

import { useSite } from '../../app/use-site.ts';
import { viewLocationPath } from '../../locations/page-locations.ts';
import type { Location } from '../../tenant/tenant-config.ts';
import { ReviewStars } from '../reviews/review-stars.tsx';
import { LocationContact, LocationLicences } from './location-contact.tsx';
import { MapEmbed } from './map-embed.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { SiteLink } from '../../app/site-link.tsx';

interface LocationCardProps {
  location: Location;
  uniqueLocationCount: number;
  headingLevel?: 2 | 3;
  /** product rule 2.11: a single location shows one large card with its map. */
  isLarge?: boolean;
}

/** product rule 3.2: one location in the list: address, phone, hours, rating, licences, directions, contact link. */
export function LocationCard({
  location,
  uniqueLocationCount,
  headingLevel = 3,
  isLarge = false,
}: LocationCardProps) {
  const site = useSite();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isContactLink = site.features.view_location_link === 'contact';
  const { image } = location;
  return (
    <article
      className={isLarge ? 'location-card location-card--large' : 'location-card'}
      aria-labelledby={headingId}
    >
      {image ? (
        <img
          className="location-card__image"
          src={image.url}
          alt={image.alt ?? ''}
          width={image.width ?? 400}
          height={150}
          loading="lazy"
        />
      ) : null}
      <div className="location-card__body">
        <Heading id={headingId} className="location-card__title">
          {location.name}
        </Heading>
        <ReviewStars
          rating={location.average_rating}
          reviewCount={location.review_count}
          uniqueLocationCount={uniqueLocationCount}
        />
        <LocationContact location={location} />
        <OpeningHours location={location} />
        <LocationLicences location={location} />
        <p className="location-card__links">
          <a href={location.address.place_url}>
            Get Directions<span className="visually-hidden"> to {location.name}</span>
          </a>
          <SiteLink to={viewLocationPath(site, location)}>
            {isContactLink ? 'Contact Us' : 'View Location'}
            <span className="visually-hidden">: {location.name}</span>
          </SiteLink>
        </p>
      </div>
      {isLarge ? <MapEmbed location={location} /> : null}
    </article>
  );
}

import { useId } from 'react';
import type { Location } from '../../tenant/tenant-config.ts';
import { ReviewStars } from '../reviews/review-stars.tsx';
import { HolidayHoursButton } from './holiday-hours-button.tsx';
import { LocationContact, LocationLicences } from './location-contact.tsx';
import { MapEmbed } from './map-embed.tsx';
import { OpeningHours } from './opening-hours.tsx';

interface LocationDetailsProps {
  location: Location;
  uniqueLocationCount: number;
  /** Off for a second department at the same address, so one site shows one map. */
  withMap?: boolean;
}

/** A location on its own page: contact details, hours, holiday hours, directions and map. */
export function LocationDetails({
  location,
  uniqueLocationCount,
  withMap = true,
}: LocationDetailsProps) {
  const headingId = useId();
  return (
    <section className="location-details" aria-labelledby={headingId}>
      <div className="location-details__info">
        <h2 id={headingId}>{location.name}</h2>
        <ReviewStars
          rating={location.average_rating}
          reviewCount={location.review_count}
          uniqueLocationCount={uniqueLocationCount}
        />
        <LocationContact location={location} withEmail />
        <OpeningHours location={location} />
        <HolidayHoursButton location={location} />
        <LocationLicences location={location} />
        <p>
          <a href={location.address.place_url}>
            Get Directions<span className="visually-hidden"> to {location.name}</span>
          </a>
        </p>
      </div>
      {withMap ? <MapEmbed location={location} /> : null}
    </section>
  );
}

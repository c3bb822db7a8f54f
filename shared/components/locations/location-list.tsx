import { useId, useRef } from 'react';
import { useSite, useUniqueLocations } from '../../app/use-site.ts';
import { locationGridColumns } from '../../locations/location-grid.ts';
import { selectLocations, type LocationTypeFilter } from '../../locations/select-locations.ts';
import { LocationCard } from './location-card.tsx';
import { useAutoScroll } from './use-auto-scroll.ts';

interface LocationListProps {
  heading?: string;
  /** product rule 2.11: filter by slug list (wins) or by type; all visible locations by default. */
  slugs?: readonly string[];
  type?: LocationTypeFilter;
}

/** product rule 2.11: the 'Our Locations' carousel; one location is one large card with its map. */
export function LocationList({ heading = 'Our Locations', slugs, type }: LocationListProps) {
  const site = useSite();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const { canAutoScroll, isPaused, togglePaused } = useAutoScroll(trackRef);
  const { features } = site;
  const locations = selectLocations(site.locations, { sort: features.location_sort, slugs, type });
  const uniqueCount = useUniqueLocations().length;
  const [single] = locations;
  if (!single) return null;
  const columns = locationGridColumns(locations.length);
  return (
    <section className="location-list" aria-labelledby={headingId}>
      <div className="location-list__header">
        <h2 id={headingId}>{heading}</h2>
        {locations.length > 1 ? (
          <p className="location-list__swipe" aria-hidden="true">
            Swipe
          </p>
        ) : null}
        {canAutoScroll ? (
          <button
            type="button"
            className="button-quiet location-list__pause"
            onClick={togglePaused}
          >
            {isPaused ? 'Play' : 'Pause'}
            <span className="visually-hidden"> location carousel</span>
          </button>
        ) : null}
      </div>
      {locations.length === 1 ? (
        <LocationCard location={single} uniqueLocationCount={uniqueCount} isLarge />
      ) : (
        <ul ref={trackRef} className={`location-list__track location-list__track--cols-${columns}`}>
          {locations.map((location) => (
            <li key={location.id} className="location-list__item">
              <LocationCard location={location} uniqueLocationCount={uniqueCount} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { ListingCar } from '../../listing/listing-car.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { FavouriteButton } from '../saved-cars/favourite-button.tsx';
import { ListingCard } from './listing-card.tsx';

interface CarCardGridProps {
  cars: readonly ListingCar[];
  site: SiteData;
  /** The request's time (ISO), so 'New' badges read the same on the server and in the browser. */
  now: string;
  /** Where the grid sits below an h2: card titles are h3. */
  headingLevel?: 2 | 3;
  /** The grid is the page's first picture: its first card loads at once. */
  aboveTheFold?: boolean;
}

/** A page's cars from search as listing cards, each with its favourite toggle (brand and offer pages). */
export function CarCardGrid({ cars, site, now, headingLevel = 3, aboveTheFold }: CarCardGridProps) {
  const clock = new Date(now);
  return (
    <div className="car-grid">
      {cars.map((car, index) => (
        <ListingCard
          key={car.id}
          car={car}
          site={site}
          now={clock}
          headingLevel={headingLevel}
          aboveTheFold={Boolean(aboveTheFold) && index === 0}
          favourite={<FavouriteButton car={car} className="car-card__favourite" />}
        />
      ))}
    </div>
  );
}

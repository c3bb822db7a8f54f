import { useId, type ReactNode } from 'react';
import { carUrl } from '../../inventory/car-identity.ts';
import { tagBadge } from '../../inventory/tag-badge.ts';
import { carPrice } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { fallbackImageUrl, imageSrcSet, imageUrl, carPhotoSource } from '../../images/image-url.ts';
import { cardActions, UNAVAILABLE_PROMPT } from '../../listing/card-actions.ts';
import { cardChips } from '../../listing/card-chips.ts';
import { cardFinance } from '../../listing/card-finance.ts';
import type { ListingCar } from '../../listing/listing-car.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { CarPhoto } from '../car-photo.tsx';
import { CardActionLinks } from './card-action-links.tsx';
import { CardFinanceFigures } from './card-finance-figures.tsx';
import { TagBadgeView } from './tag-badge-view.tsx';

// Fixed 4:3 box (width/height attributes plus CSS aspect-ratio): no layout shift while loading.
const IMAGE = { width: 400, height: 300, crop: true } as const;
const SRCSET_WIDTHS = [320, 400, 640, 800] as const;
const SIZES = '(min-width: 75rem) 24rem, (min-width: 40rem) 50vw, 100vw';

interface ListingCardProps {
  /** A search hit (or the home page's featured summary). */
  car: ListingCar;
  site: SiteData;
  /** Cards of the first row load their picture at once; the rest lazily. */
  aboveTheFold?: boolean;
  /** Clock for the 'New' badge; pass the request's time so server and browser agree. */
  now?: Date;
  headingLevel?: 2 | 3;
  /** The favourite toggle (saved cars), placed over the card's corner. */
  favourite?: ReactNode;
}

/** product rule 2.4 listing card: one per car in listings and on the home page. */
export function ListingCard({
  car,
  site,
  aboveTheFold = false,
  now = new Date(),
  headingLevel = 3,
  favourite,
}: ListingCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = carTitle(car);
  const badge = tagBadge(car, site, now);
  const { available, actions, deposit } = cardActions(car, site);
  const finance = available ? cardFinance(car.price, site) : null;
  const price = carPrice(car);
  const photo = carPhotoSource(car.primary_image_url, car.simple_body);
  return (
    <article className="car-card" aria-labelledby={headingId}>
      <div className="car-card__media">
        <CarPhoto
          className="car-card__image"
          src={imageUrl(photo, IMAGE, site.images)}
          srcSet={imageSrcSet(photo, SRCSET_WIDTHS, IMAGE, site.images)}
          sizes={SIZES}
          alt={title}
          width={IMAGE.width}
          height={IMAGE.height}
          loading={aboveTheFold ? 'eager' : 'lazy'}
          decoding="async"
          fallback={fallbackImageUrl(car.simple_body)}
        />
        {badge ? <TagBadgeView badge={badge} /> : null}
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title" id={headingId}>
          <a href={carUrl(car.slug)}>{title}</a>
        </Heading>
        {car.series ? <p className="car-card__series">{car.series}</p> : null}
        <ul className="car-card__chips" aria-label="Key details">
          {cardChips(car, site.card_chips).map((chip) => (
            <li key={chip.key}>{chip.label}</li>
          ))}
        </ul>
        <p className="car-card__price">
          <strong>{price.amount}</strong>
          {price.type ? <span className="car-card__price-type"> {price.type}</span> : null}
        </p>
        {finance ? <CardFinanceFigures finance={finance} /> : null}
        <p className="car-card__location">
          {car.city}, {car.state}
        </p>
        {available ? null : <p className="car-card__unavailable">{UNAVAILABLE_PROMPT}</p>}
        <CardActionLinks actions={actions} deposit={deposit} carTitle={title} />
      </div>
      {favourite}
    </article>
  );
}

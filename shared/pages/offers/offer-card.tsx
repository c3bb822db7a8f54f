import { useId } from 'react';
import { modelHref } from '../../models/model-path.ts';
import { offersModelPages, siteModels } from '../../models/site-models.ts';
import { offerEnquiryHref } from '../../offers/offer-enquiry.ts';
import { offerValidity } from '../../offers/offer-validity.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { SpecialOffersData } from './special-offers.data.ts';

type ShownOffer = Extract<SpecialOffersData, { isFound: true }>['offers'][number];

/**
 * One offer: picture, title, text, validity, the cars it names that are still on sale, its
 * models' pages (where the site has model pages), the Enquire link and its terms.
 */
export function OfferCard({
  shown,
  site,
  eager,
}: {
  shown: ShownOffer;
  site: SiteData;
  eager: boolean;
}) {
  const headingId = useId();
  const { offer, cars } = shown;
  const models = offersModelPages(site)
    ? siteModels(site).filter((model) => offer.models?.includes(model.slug))
    : [];
  return (
    <article className="offer-card" aria-labelledby={headingId}>
      <img
        className="offer-card__image"
        src={offer.image.url}
        alt={offer.image.alt}
        width={800}
        height={450}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="offer-card__body">
        <h2 className="offer-card__title" id={headingId}>
          {offer.title}
        </h2>
        <p className="offer-card__validity">
          <time dateTime={offer.expiry}>{offerValidity(offer)}</time>
        </p>
        <p>{offer.text}</p>
        {cars.length > 0 ? (
          <>
            <h3 className="offer-card__subheading">Vehicles on this offer</h3>
            <ul className="offer-card__links">
              {cars.map((car) => (
                <li key={car.id}>
                  <a href={car.href}>{car.title}</a> <span>{car.price}</span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {models.length > 0 ? (
          <>
            <h3 className="offer-card__subheading">Models on this offer</h3>
            <ul className="offer-card__links">
              {models.map((model) => (
                <li key={model.id}>
                  <a href={modelHref(model)}>{model.name}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p>
          <a className="button button--primary" href={offerEnquiryHref(offer)}>
            Enquire<span className="visually-hidden"> about {offer.title}</span>
          </a>
        </p>
        {offer.terms ? <p className="offer-card__terms">{offer.terms}</p> : null}
      </div>
    </article>
  );
}

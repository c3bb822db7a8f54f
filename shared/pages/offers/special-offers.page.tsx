import { useLoaderData } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { NotFoundPage } from '../not-found.page.tsx';
import { OfferCard } from './offer-card.tsx';
import type { loadSpecialOffers } from './special-offers.data.ts';

export const SPECIAL_OFFERS_PATH = '/special-offers';

/** product rule 2.3 /special-offers (docs/content-pages.md): the site's current offers, or a way on when there are none. */
export function SpecialOffersPage() {
  const page = useLoaderData<typeof loadSpecialOffers>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  const dealer = site.dealership.name;
  return (
    <section className="offers-page" aria-labelledby="offers-title">
      <PageMeta
        title={`Special Offers | ${dealer}`}
        description={`Current special offers on vehicles at ${dealer}, with the cars and models each offer covers.`}
      />
      <Breadcrumbs trail={[{ name: 'Special Offers', path: SPECIAL_OFFERS_PATH }]} />
      <h1 id="offers-title">Special Offers</h1>
      {page.offers.length > 0 ? (
        <ul className="offers-page__list">
          {page.offers.map((shown, index) => (
            <li key={shown.offer.id}>
              <OfferCard shown={shown} site={site} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="offers-page__empty">
          <p>
            There are no special offers running right now, but our team is always happy to talk
            about the vehicle you are after.
          </p>
          <p className="offers-page__actions">
            <a className="button button--primary" href={site.listing_path}>
              Browse our vehicles
            </a>{' '}
            <a className="button" href="/contact">
              Contact us
            </a>
          </p>
        </div>
      )}
    </section>
  );
}

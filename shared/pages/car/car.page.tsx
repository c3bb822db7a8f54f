import { useLoaderData } from 'react-router';
import { useLeadFormPost } from '../../forms/use-lead-form-post.ts';
import { InlineJson } from '../../app/nonce.tsx';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite, useUniqueLocations } from '../../app/use-site.ts';
import { LocationDetails } from '../../components/locations/location-details.tsx';
import { ListingCard } from '../../components/listing/listing-card.tsx';
import { TagBadgeView } from '../../components/listing/tag-badge-view.tsx';
import { FavouriteButton } from '../../components/saved-cars/favourite-button.tsx';
import { FinanceCalculator } from '../../components/finance/finance-calculator.tsx';
import { CarGallery } from '../../components/car/car-gallery.tsx';
import { PhoneRevealCard } from '../../components/car/phone-reveal-card.tsx';
import { PhoneCallButton } from '../../components/car/phone-call-button.tsx';
import { usePhoneReveal } from '../../components/car/use-phone-reveal.ts';
import { carActions } from '../../car/car-actions.ts';
import { qualifiesForTradeIn } from '../../inventory/trade-in.ts';
import { carPrice, carPriceText } from '../../format/money.ts';
import { carTitle, formatKm } from '../../format/car-format.ts';
import { tagBadge } from '../../inventory/tag-badge.ts';
import { buildCarJsonLd } from '../../seo/car-json-ld.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadCar } from './car.data.ts';
import { CarActionBar } from './car-action-bar.tsx';
import { carWords } from '../../inventory/car-kind-words.ts';
import { CarLeadPanel } from './car-lead-panel.tsx';
import { CarSidebar } from './car-sidebar.tsx';
import { CarSpecs } from './car-specs.tsx';

type FoundCar = Extract<Awaited<ReturnType<typeof loadCar>>, { isFound: true }>;

const DESCRIPTION_LENGTH = 155;
const PHONE_CARD_ID = 'dealer-phone';

function metaDescription(page: FoundCar, site: SiteData): string {
  const { car } = page;
  const summary = `${carTitle(car)}, ${formatKm(car.km)}, ${carPriceText(car)} at ${site.dealership.name}, ${car.city}.`;
  return summary.length > DESCRIPTION_LENGTH
    ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…`
    : summary;
}

export function CarPage() {
  const page = useLoaderData<typeof loadCar>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  return <FoundCarPage page={page} site={site} />;
}

function FoundCarPage({ page, site }: { page: FoundCar; site: SiteData }) {
  const { car, similar } = page;
  const post = useLeadFormPost(page.leadFormKey);
  const now = new Date(page.now);
  const badge = tagBadge(car, site, now);
  const isSold = car.sold || car.status === 'sold';
  const price = carPrice(car);
  // Where the car is: its location's address, phone, hours and directions.
  const location = site.locations.find((candidate) => candidate.id === car.location_id);
  const uniqueLocationCount = useUniqueLocations().length;
  const phone = car.location.phone || location?.contact_detail.phone;
  const phoneReveal = usePhoneReveal(car.id);
  const title = carTitle(car);
  const offer = carActions(car, site, { tradeInQualifies: qualifiesForTradeIn(car, now) });
  return (
    <article className="car" aria-labelledby="car-title">
      <PageMeta
        title={`${title} | ${site.dealership.name}`}
        description={metaDescription(page, site)}
        type="product"
        {...(car.primary_image_url ? { image: car.primary_image_url } : {})}
        noindex={isSold}
      />
      <InlineJson type="application/ld+json" value={buildCarJsonLd(site, car)} />
      <header className="car__header">
        <h1 id="car-title">{title}</h1>
        {car.series ? <p className="car__series">{car.series}</p> : null}
        {badge ? <TagBadgeView badge={badge} /> : null}
        <p className="car__price">
          <strong>{price.amount}</strong>
          {price.type ? <span className="car__price-type"> {price.type}</span> : null}
        </p>
        <FavouriteButton car={car} />
      </header>
      {isSold ? (
        <p className="car__sold" role="status">
          This vehicle has been sold. Similar vehicles are listed below.
        </p>
      ) : null}
      {/* Phones: photos, then the sidebar's actions, then the details; desktop: the
          sidebar beside both, in view while they scroll (car.css). */}
      <div className="car__layout">
        <div className="car__photos">
          <CarGallery
            key={car.id}
            title={title}
            images={car.images}
            thumbnails={car.thumbnails}
            body={car.simple_body}
            site={site}
            sizes="(min-width: 62rem) 60vw, 100vw"
          />
        </div>
        <CarSidebar
          car={car}
          offer={offer}
          phone={
            phone ? (
              <PhoneRevealCard
                id={PHONE_CARD_ID}
                phone={phone}
                dealerName={car.dealership_name}
                phoneReveal={phoneReveal}
              />
            ) : undefined
          }
        />
        <div className="car__details">
          <CarSpecs car={car} />
          {site.features.finance && !isSold ? (
            <FinanceCalculator
              price={car.price}
              finance={site.finance}
              lenders={car.finance_lenders}
            />
          ) : null}
          {car.description ? (
            <section aria-labelledby="car-description-title">
              <h2 id="car-description-title">Description</h2>
              <p className="car__description">{car.description}</p>
            </section>
          ) : null}
          {car.features.length > 0 ? (
            <section aria-labelledby="car-features-title">
              <h2 id="car-features-title">Features</h2>
              <ul className="car__features">
                {car.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <CarLeadPanel car={car} site={site} location={location} post={post} />
      {location ? (
        <div className="car__location">
          <LocationDetails
            location={location}
            uniqueLocationCount={uniqueLocationCount}
            withMap={false}
          />
        </div>
      ) : null}
      {similar.length > 0 ? (
        <section className="car__similar" aria-labelledby="car-similar-title">
          <h2 id="car-similar-title">Similar vehicles</h2>
          <ul className="car-grid">
            {similar.map((other) => (
              <li key={other.id}>
                <ListingCard car={other} site={site} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CarActionBar
        offer={offer}
        carWord={carWords(car, site.labels.stock_kinds).one}
        call={
          phone ? (
            <PhoneCallButton
              phone={phone}
              dealerName={car.dealership_name}
              phoneReveal={phoneReveal}
              className="car-action-bar__action"
              cardId={PHONE_CARD_ID}
            />
          ) : undefined
        }
      />
    </article>
  );
}

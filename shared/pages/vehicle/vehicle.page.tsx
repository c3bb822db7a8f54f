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
import { VehicleGallery } from '../../components/vehicle/vehicle-gallery.tsx';
import { PhoneRevealCard } from '../../components/vehicle/phone-reveal-card.tsx';
import { PhoneCallButton } from '../../components/vehicle/phone-call-button.tsx';
import { usePhoneReveal } from '../../components/vehicle/use-phone-reveal.ts';
import { vehicleActions } from '../../vehicle/vehicle-actions.ts';
import { qualifiesForTradeIn } from '../../inventory/trade-in.ts';
import { carPrice, carPriceText } from '../../format/money.ts';
import { formatKm } from '../../format/vehicle-format.ts';
import { tagBadge } from '../../inventory/tag-badge.ts';
import { buildVehicleJsonLd } from '../../seo/vehicle-json-ld.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadVehicle } from './vehicle.data.ts';
import { VehicleActionBar } from './vehicle-action-bar.tsx';
import { VehicleLeadPanel } from './vehicle-lead-panel.tsx';
import { VehicleSidebar } from './vehicle-sidebar.tsx';
import { VehicleSpecs } from './vehicle-specs.tsx';

type FoundVehicle = Extract<Awaited<ReturnType<typeof loadVehicle>>, { isFound: true }>;

const DESCRIPTION_LENGTH = 155;
const PHONE_CARD_ID = 'dealer-phone';

function metaDescription(page: FoundVehicle, site: SiteData): string {
  const { car } = page;
  const summary = `${car.name}, ${formatKm(car.km)}, ${carPriceText(car)} at ${site.dealership.name}, ${car.city}.`;
  return summary.length > DESCRIPTION_LENGTH
    ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…`
    : summary;
}

export function VehiclePage() {
  const page = useLoaderData<typeof loadVehicle>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  return <Vehicle page={page} site={site} />;
}

function Vehicle({ page, site }: { page: FoundVehicle; site: SiteData }) {
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
  const offer = vehicleActions(car, site, { tradeInQualifies: qualifiesForTradeIn(car, now) });
  return (
    <article className="vehicle" aria-labelledby="vehicle-title">
      <PageMeta
        title={`${car.name} | ${site.dealership.name}`}
        description={metaDescription(page, site)}
        type="product"
        {...(car.primary_image_url ? { image: car.primary_image_url } : {})}
        noindex={isSold}
      />
      <InlineJson type="application/ld+json" value={buildVehicleJsonLd(site, car)} />
      <header className="vehicle__header">
        <h1 id="vehicle-title">{car.name}</h1>
        {car.series ? <p className="vehicle__series">{car.series}</p> : null}
        {badge ? <TagBadgeView badge={badge} /> : null}
        <p className="vehicle__price">
          <strong>{price.amount}</strong>
          {price.type ? <span className="vehicle__price-type"> {price.type}</span> : null}
        </p>
        <FavouriteButton car={car} />
      </header>
      {isSold ? (
        <p className="vehicle__sold" role="status">
          This vehicle has been sold. Similar vehicles are listed below.
        </p>
      ) : null}
      {/* Phones: photos, then the sidebar's actions, then the details; desktop: the
          sidebar beside both, in view while they scroll (vehicle.css). */}
      <div className="vehicle__layout">
        <div className="vehicle__photos">
          <VehicleGallery
            key={car.id}
            title={car.name}
            images={car.images}
            thumbnails={car.thumbnails}
            body={car.simple_body}
            site={site}
            sizes="(min-width: 62rem) 60vw, 100vw"
          />
        </div>
        <VehicleSidebar
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
        <div className="vehicle__details">
          <VehicleSpecs car={car} />
          {site.features.finance && !isSold ? (
            <FinanceCalculator
              price={car.price}
              finance={site.finance}
              lenders={car.finance_lenders}
            />
          ) : null}
          {car.description ? (
            <section aria-labelledby="vehicle-description-title">
              <h2 id="vehicle-description-title">Description</h2>
              <p className="vehicle__description">{car.description}</p>
            </section>
          ) : null}
          {car.features.length > 0 ? (
            <section aria-labelledby="vehicle-features-title">
              <h2 id="vehicle-features-title">Features</h2>
              <ul className="vehicle__features">
                {car.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <VehicleLeadPanel car={car} site={site} location={location} post={post} />
      {location ? (
        <div className="vehicle__location">
          <LocationDetails
            location={location}
            uniqueLocationCount={uniqueLocationCount}
            withMap={false}
          />
        </div>
      ) : null}
      {similar.length > 0 ? (
        <section className="vehicle__similar" aria-labelledby="vehicle-similar-title">
          <h2 id="vehicle-similar-title">Similar vehicles</h2>
          <ul className="vehicle-grid">
            {similar.map((other) => (
              <li key={other.id}>
                <ListingCard car={other} site={site} now={now} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <VehicleActionBar
        offer={offer}
        call={
          phone ? (
            <PhoneCallButton
              phone={phone}
              dealerName={car.dealership_name}
              phoneReveal={phoneReveal}
              className="vehicle-action-bar__action"
              cardId={PHONE_CARD_ID}
            />
          ) : undefined
        }
      />
    </article>
  );
}

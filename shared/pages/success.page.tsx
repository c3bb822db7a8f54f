import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { createLastEnquiredCarStore } from '../forms/last-enquired-car.ts';
import { telHref } from '../format/phone-link.ts';
import { carUrl } from '../inventory/car-identity.ts';
import { carWords } from '../inventory/car-kind-words.ts';
import { contactPhone } from '../locations/contact-phone.ts';
import type { SavedCar } from '../saved-cars/saved-car.ts';
import type { loadSuccess } from './success.data.ts';
import { ReserveRequestSent } from './reserve-request-sent.tsx';
import { SubscribedConfirmation } from './subscribed-confirmation.tsx';

/** The browser's last enquired car, read after hydration; none while `isWanted` is false. */
function useLastEnquiredCar(isWanted: boolean): SavedCar | null {
  const { slug } = useSite();
  const [car, setCar] = useState<SavedCar | null>(null);
  useEffect(() => {
    setCar(isWanted ? createLastEnquiredCarStore(slug).read() : null);
  }, [slug, isWanted]);
  return car;
}

/** product rule 4.4: where a submitted lead lands. Personal to the shopper: noindex, not in the sitemap. */
export function SuccessPage() {
  const site = useSite();
  const { carSlug, carLocationId, carKind, isReserveRequest, isSubscription } =
    useLoaderData<typeof loadSuccess>();
  const lastCar = useLastEnquiredCar(carSlug === null);
  const name = site.dealership.name;
  const heading = isReserveRequest
    ? 'Reservation request sent'
    : isSubscription
      ? "You're subscribed"
      : 'Thank you';
  // product rule 4.4: the phone of the location holding the car the shopper asked about.
  const phone = contactPhone(site, carLocationId);
  const carWord = carWords({ vehicle_kind: carKind }, site.labels.stock_kinds).one;
  return (
    <section className="success-page" aria-labelledby="success-title">
      <PageMeta
        title={`${heading} | ${name}`}
        description={
          isSubscription
            ? `Your subscription to news from ${name}.`
            : `Thank you for your enquiry to ${name}.`
        }
        noindex
      />
      {isReserveRequest ? (
        <ReserveRequestSent site={site} phone={phone} carWord={carWord} />
      ) : isSubscription ? (
        <SubscribedConfirmation dealerName={name} />
      ) : (
        <>
          <h1 id="success-title">Thank you</h1>
          <p className="success-page__lead">
            Thanks for your enquiry. We have received your details.
          </p>
          <h2>What happens next</h2>
          <p>
            A member of the {name} team will contact you, typically within one business day.
            {phone ? (
              <>
                {' '}
                If you would rather talk now, call us on <a href={telHref(phone)}>{phone}</a>.
              </>
            ) : null}
          </p>
        </>
      )}
      <ul className="success-page__links">
        {carSlug ? (
          <li>
            <a className="button button--primary" href={carUrl(carSlug)}>
              Back to the {carWord}
            </a>
          </li>
        ) : lastCar ? (
          <li>
            <a className="button button--primary" href={carUrl(lastCar.slug)}>
              Back to the {lastCar.name}
            </a>
          </li>
        ) : null}
        <li>
          <a className="button" href={site.listing_path}>
            Browse our vehicles
          </a>
        </li>
      </ul>
    </section>
  );
}

import { useLoaderData } from 'react-router';
import { useLeadFormPost } from '../forms/use-lead-form-post.ts';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { ServiceBookingForm } from '../components/lead-form/service-booking-form.tsx';
import { selectLocations } from '../locations/select-locations.ts';
import { stockWords } from '../inventory/car-kind-words.ts';
import type { loadServiceBooking } from './service-booking.data.ts';
import { NotFoundPage } from './not-found.page.tsx';
import { SiteLink } from '../app/site-link.tsx';

/** docs/leads.md: /service, the service booking form and the manufacturer's booking link. */
export function ServiceBookingPage() {
  const site = useSite();
  const page = useLoaderData<typeof loadServiceBooking>();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  if (!page.isFound) return <NotFoundPage />;
  const { dealership, service_booking: booking } = site;
  // product rule 9.12: the shopper's own vehicle is named like the site's stock ('your truck's rego').
  const vehicle = stockWords(site.labels.stock_kinds).one;
  const services = selectLocations(site.locations, {
    sort: site.features.location_sort,
    type: 'service',
  });
  return (
    <section className="lead-page" aria-labelledby="service-title">
      <PageMeta
        title={`Book a Service | ${dealership.name}`}
        description={`Book your next service with ${dealership.name}.`}
      />
      <h1 id="service-title">Book a Service</h1>
      {booking ? (
        <>
          <p>
            Book online with {booking.provider_name ?? 'the manufacturer’s service booking system'}:{' '}
            <SiteLink to={booking.path}>how online booking works</SiteLink>.
          </p>
          <p className="lead-page__intro">
            <a className="button" href={booking.url} rel="noopener">
              Book online<span className="visually-hidden"> (manufacturer&apos;s site)</span>
            </a>
          </p>
        </>
      ) : null}
      {services.length > 0 ? (
        <>
          <p className="lead-page__intro">
            Tell us your {vehicle}&apos;s rego and a preferred date, and our service team will
            confirm your booking.
          </p>
          <ServiceBookingForm services={services} post={post} />
        </>
      ) : null}
    </section>
  );
}

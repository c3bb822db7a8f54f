import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { telHref } from '../../format/phone-link.ts';
import { stockWords } from '../../inventory/car-kind-words.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import { SiteLink } from '../../app/site-link.tsx';

/**
 * product rule 2.13, docs/content-pages.md: how the manufacturer's online service booking works,
 * and a link to it. Linked rather than framed: a booking site in a frame is cramped on
 * phones and would need this page's CSP to admit another origin.
 */
export function ServiceBookingLinkPage() {
  const site = useSite();
  const booking = site.service_booking;
  if (!booking) return <NotFoundPage />;
  const { dealership } = site;
  // product rule 9.12: the shopper's own vehicle is named like the site's stock.
  const vehicle = stockWords(site.labels.stock_kinds).one;
  const make = dealership.manufacturer;
  const provider = booking.provider_name ?? `${make ?? 'the manufacturer'}'s online booking`;
  const heading = make ? `Book your ${make} service online` : 'Book your service online';
  return (
    <article className="service-link-page" aria-labelledby="service-link-title">
      <PageMeta
        title={`${heading} | ${dealership.name}`}
        description={`Book a service at ${dealership.name} online with ${provider}: what to have ready and what happens next.`}
      />
      <Breadcrumbs
        trail={[
          { name: 'Book a Service', path: '/service' },
          { name: 'Book online', path: booking.path },
        ]}
      />
      <h1 id="service-link-title">{heading}</h1>
      <p className="service-link-page__intro">
        {dealership.name} takes service bookings online through {provider}. It shows our free times,
        and your booking goes straight to our service team.
      </p>
      <p>
        <a className="button button--primary" href={booking.url} rel="noopener">
          Book online with {provider}
          <span className="visually-hidden"> (another website)</span>
        </a>
      </p>
      <h2>What to have ready</h2>
      <ul>
        <li>Your {vehicle}&apos;s registration number (rego).</li>
        <li>Its current odometer reading, in kilometres.</li>
        <li>A preferred date and time to drop the {vehicle} off, and one in reserve.</li>
        <li>The service you need, or anything you have noticed about the {vehicle}.</li>
        <li>Your name, mobile number and email address.</li>
      </ul>
      <h2>What happens next</h2>
      <ol>
        <li>You choose a time and send your booking on {provider}.</li>
        <li>Our service team confirms it, or calls you if the time or the work needs a change.</li>
        <li>
          On the day, we contact you before doing any work that was not in your booking, and when
          your {vehicle} is ready.
        </li>
      </ol>
      <h2>Rather talk to us?</h2>
      <p>
        Call us on <a href={telHref(dealership.phone)}>{dealership.phone}</a> or use our{' '}
        <SiteLink to="/service">service page</SiteLink>.
      </p>
    </article>
  );
}

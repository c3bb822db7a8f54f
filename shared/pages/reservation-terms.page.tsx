import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { telHref } from '../format/phone-link.ts';
import { formatDollars } from '../format/money.ts';
import { holdSentence, REFUND_ARRIVAL, refundSentence } from '../reserve/reservation-wording.ts';
import { NotFoundPage } from './not-found.page.tsx';
import type { loadReservationTerms } from './reservation-terms.data.ts';

/** docs/payments.md: what a shopper agrees to when reserving, in plain words from the site's numbers. */
export function ReservationTermsPage() {
  const page = useLoaderData<typeof loadReservationTerms>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  const { terms, deposit, paysOnline } = page;
  const { dealership } = site;
  const dealer = dealership.name;
  const amount = formatDollars(deposit);
  const { address } = dealership;
  return (
    <article className="reservation-terms" aria-labelledby="reservation-terms-title">
      <PageMeta
        title={`Reservation terms | ${dealer}`}
        description={`What you agree to when you reserve a car online with ${dealer}: the ${amount} deposit, the hold and refunds.`}
      />
      <h1 id="reservation-terms-title">Reservation terms</h1>
      <p className="reservation-terms__intro">
        These terms apply when you reserve a car on this website with {dealer}. If anything is
        unclear, call us before you reserve.
      </p>
      <h2>The deposit</h2>
      <p>
        Reserving a car takes a deposit of {amount}.{' '}
        {paysOnline
          ? 'You pay it on this website by card or digital wallet, through our payment provider Stripe.'
          : `${dealer} takes it over the phone after you send your reservation request; nothing is paid on this website.`}{' '}
        The deposit is not the full price of the car. It holds the car for you and counts towards
        the price when you buy it. The rest is paid to {dealer} when you complete the purchase.
      </p>
      <h2>How long we hold the car</h2>
      <p>
        {holdSentence(terms)} We contact you in that time to arrange an inspection, the paperwork
        and payment of the balance.
      </p>
      <h2>Refunds</h2>
      <p>{refundSentence(terms, deposit)}</p>
      {terms.refundable_days > 0 ? (
        <p>
          To ask for a refund, call or email us with your reference number. Refunds go back to the
          card or account you paid with.
        </p>
      ) : null}
      <h2>If the car is sold or reserved by someone else</h2>
      <p>
        Only one buyer can reserve a car. If someone else reserves or buys the car at the same
        moment as you, the first completed payment reserves it and every other deposit is refunded
        in full, automatically, and we tell you by email. Refunds usually take {REFUND_ARRIVAL} to
        appear on your statement.
      </p>
      <h2>Your details</h2>
      <p>
        The details you give when reserving go to {dealer} only, to arrange your purchase, and are
        not sold or shared with anyone else.
        {paysOnline
          ? ' Card details go straight to Stripe and are never seen or stored by this website or the dealer.'
          : ''}
      </p>
      <h2>Contact</h2>
      <address className="reservation-terms__contact">
        {dealer}
        <br />
        {address.street}, {address.city} {address.state} {address.postcode}
        <br />
        Phone: <a href={telHref(dealership.phone)}>{dealership.phone}</a>
        <br />
        Email: <a href={`mailto:${dealership.email}`}>{dealership.email}</a>
      </address>
    </article>
  );
}

import { useLoaderData } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { useLeadFormPost, type LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { formatDollars } from '../../format/money.ts';
import { carTitle } from '../../format/car-format.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import { reservationTerms } from '../../reserve/reservation-offer.ts';
import { dealerCallsSentence } from '../../reserve/reservation-wording.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { reserveLoader } from './reserve.data.ts';
import { ReserveBlocked } from './reserve-blocked.tsx';
import { stockWords } from '../../inventory/car-kind-words.ts';
import { ReserveCarSummary } from './reserve-car-summary.tsx';
import { ReserveDealerContact } from './reserve-dealer-contact.tsx';
import { ReserveNextSteps } from './reserve-next-steps.tsx';
import { ReserveRequestForm } from './reserve-request-form.tsx';
import { ReserveStripeForm } from './reserve-stripe-form.tsx';

type ReserveLoader = ReturnType<typeof reserveLoader>;
type FoundReserve = Extract<Awaited<ReturnType<ReserveLoader>>, { isFound: true }>;

/** docs/payments.md: /cars/{slug}/checkout (or /buy-online): reserve one car with a deposit. */
export function ReservePage() {
  const page = useLoaderData<ReserveLoader>();
  const site = useSite();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  if (!page.isFound) return <NotFoundPage />;
  return <Reserve page={page} site={site} post={post} />;
}

function Reserve({ page, site, post }: { page: FoundReserve; site: SiteData; post: LeadFormPost }) {
  const { car, checkout, blocker, deposit } = page;
  const terms = reservationTerms(site);
  const location = site.locations.find((candidate) => candidate.id === car.location_id);
  const isRequest = checkout.mode === 'request';
  const carWord = stockWords(site.labels.stock_kinds).one;
  return (
    <article className="reserve" aria-labelledby="reserve-title">
      <PageMeta
        title={`Reserve ${carTitle(car)} | ${site.dealership.name}`}
        description={`Reserve the ${carTitle(car)} at ${site.dealership.name} with a ${formatDollars(deposit)} deposit.`}
        {...(car.primary_image_url ? { image: car.primary_image_url } : {})}
        noindex
      />
      <p className="reserve__back">
        <a href={carUrl(car.slug)}>Back to the {carWord}</a>
      </p>
      <h1 id="reserve-title">Reserve this Car</h1>
      <div className="reserve__layout">
        <ReserveCarSummary car={car} site={site} location={location} deposit={deposit} />
        {blocker ? (
          <ReserveBlocked blocker={blocker} carSlug={car.slug} carWord={carWord} />
        ) : (
          <section className="reserve-checkout" aria-labelledby="reserve-checkout-title">
            <h2 id="reserve-checkout-title">
              {isRequest ? 'Request to reserve' : `Pay the ${formatDollars(deposit)} deposit`}
            </h2>
            {checkout.mode === 'request' ? (
              <>
                <p className="reserve-checkout__notice">
                  {checkout.reason === 'payments-offline'
                    ? 'Online payment is not available at the moment, so your reservation goes to the dealer as a request. '
                    : ''}
                  {dealerCallsSentence(site.dealership.name, deposit)}
                </p>
                <ReserveRequestForm site={site} car={car} post={post} />
              </>
            ) : (
              <>
                <p className="reserve-checkout__notice">
                  Your details first, then pay securely by card
                  {checkout.wallets.apple_pay || checkout.wallets.google_pay
                    ? ' or wallet'
                    : ''}{' '}
                  through Stripe. We never see your card number.
                </p>
                <ReserveStripeForm
                  site={site}
                  car={car}
                  deposit={deposit}
                  checkout={checkout}
                  post={post}
                />
              </>
            )}
          </section>
        )}
        <div className="reserve__info">
          {terms && !blocker ? (
            <ReserveNextSteps
              dealerName={site.dealership.name}
              deposit={deposit}
              terms={terms}
              isRequest={isRequest}
            />
          ) : null}
          <ReserveDealerContact site={site} location={location} />
        </div>
      </div>
    </article>
  );
}

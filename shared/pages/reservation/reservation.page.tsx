import { useLoaderData } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadReservation } from './reservation.data.ts';
import { ReservationContact } from './reservation-contact.tsx';
import { ReservationFailed } from './reservation-failed.tsx';
import { ReservationProcessing } from './reservation-processing.tsx';
import { ReservationRefunded } from './reservation-refunded.tsx';
import { ReservationReserved } from './reservation-reserved.tsx';

const TITLES = {
  reserved: 'Your car is reserved',
  refunded: 'Your deposit has been refunded',
  processing: 'Confirming your payment',
  failed: 'Your payment did not go through',
} as const;

/** docs/payments.md: the return page after paying a deposit, by Stripe's real outcome. */
export function ReservationPage() {
  const page = useLoaderData<typeof loadReservation>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  const { confirmation, terms, retryPath } = page;
  return (
    <section className="reservation" aria-labelledby="reservation-title">
      <PageMeta
        title={`${TITLES[confirmation.outcome]} | ${site.dealership.name}`}
        description={`Your reservation with ${site.dealership.name}.`}
        noindex
      />
      {confirmation.outcome === 'reserved' ? (
        <ReservationReserved confirmation={confirmation} site={site} terms={terms} />
      ) : confirmation.outcome === 'refunded' ? (
        <ReservationRefunded confirmation={confirmation} site={site} />
      ) : confirmation.outcome === 'processing' ? (
        <ReservationProcessing confirmation={confirmation} site={site} />
      ) : (
        <ReservationFailed confirmation={confirmation} site={site} retryPath={retryPath} />
      )}
      <ReservationContact site={site} />
    </section>
  );
}

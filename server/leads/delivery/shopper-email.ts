// The shopper's own emails about an online reservation (docs/payments.md): the confirmation of a paid
// reservation, and the notice that a deposit paid after another buyer's was refunded. Built
// from the same snapshot as the dealer's email, so both say the same about the car and dealer.
import { carPriceText, formatDollars } from '#shared/format/money.ts';
import {
  holdSentence,
  REFUND_ARRIVAL,
  refundSentence,
} from '#shared/reserve/reservation-wording.ts';
import { carTitle } from '#shared/format/car-format.ts';
import { oneLine } from './lead-facts.ts';
import type { LeadEmail } from './lead-email.ts';
import type { LeadForDelivery } from './lead-for-delivery.ts';
import { renderEmailHtml, renderEmailText, type EmailSection } from './email-sections.ts';
import { stripControlCharacters } from './xml-escape.ts';

export interface ShopperReservation {
  kind: 'reserved' | 'refunded';
  /** R-XXXXXX; null on a refund (no reservation was made). */
  reference: string | null;
  /** AUD. */
  deposit: number;
  hold_days: number;
  refundable_days: number;
}

function dealerSection(lead: LeadForDelivery): EmailSection {
  const { dealer } = lead;
  const where = dealer.location;
  return {
    heading: 'Your dealer',
    rows: [
      { label: 'Dealer', value: `${dealer.name}, ${where.name}` },
      { label: 'Phone', value: where.phone, href: `tel:${where.phone.replace(/[^\d+]/g, '')}` },
      { label: 'Email', value: where.email, href: `mailto:${where.email}` },
      {
        label: 'Address',
        value: `${where.street}, ${where.city} ${where.state} ${where.postcode}`,
      },
    ],
  };
}

function carSection(lead: LeadForDelivery): EmailSection {
  const car = lead.car;
  return {
    heading: 'The car',
    rows: car
      ? [
          { label: 'Car', value: carTitle(car), href: new URL(car.url, lead.dealer.site_url).href },
          { label: 'Stock number', value: car.stocknum },
          { label: 'Price', value: carPriceText(car) },
        ]
      : [],
  };
}

export function buildShopperEmail(
  lead: LeadForDelivery,
  reservation: ShopperReservation,
): LeadEmail {
  const deposit = formatDollars(reservation.deposit);
  const car = lead.car ? carTitle(lead.car) : 'your car';
  const reserved = reservation.kind === 'reserved';
  const subject = reserved
    ? `Reservation confirmed: ${car} (reference ${reservation.reference})`
    : `Your ${deposit} deposit has been refunded: ${car}`;
  const intro = reserved
    ? `Hi ${lead.customer.name}, thank you: your ${deposit} deposit is paid and ${car} is ` +
      `reserved for you. Your reference is ${reservation.reference}.`
    : `Hi ${lead.customer.name}, we are sorry: another buyer reserved ${car} moments before ` +
      `your payment went through, so we could not hold it for you. Your ${deposit} deposit ` +
      `has been refunded in full; it usually appears on your statement within ${REFUND_ARRIVAL}.`;
  const next: EmailSection = reserved
    ? {
        heading: 'What happens next',
        list: [
          `${lead.dealer.name} will contact you within one business day to arrange the rest of the purchase.`,
          holdSentence(reservation),
          refundSentence(reservation, reservation.deposit),
          `Quote your reference ${reservation.reference} when you call or visit.`,
        ],
      }
    : {
        heading: 'What happens next',
        list: [
          `${lead.dealer.name} has your details and can help you find a similar car.`,
          'You do not need to do anything to receive the refund.',
        ],
      };
  const sections = [carSection(lead), next, dealerSection(lead)];
  const where = lead.dealer.location;
  return {
    subject: stripControlCharacters(oneLine(subject)),
    text: renderEmailText(intro, sections),
    html: renderEmailHtml(subject, intro, sections),
    replyTo: where.email ? { name: lead.dealer.name, address: where.email } : null,
  };
}

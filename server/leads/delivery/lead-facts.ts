// What every delivery format says in words, derived once so the ADF comments, the JSON
// `notes` and the email never disagree.
import { BODY_TYPE_LABELS } from '#shared/inventory/body-types.ts';
import { formatDollars } from '#shared/format/money.ts';
import { carTitle, formatKm } from '#shared/format/car-format.ts';
import { outsideRuleText } from '#shared/trade-in/trade-in-estimate.ts';
import { formatDealerTime, formatRequestedAt } from './dealer-time.ts';
import type {
  CustomerVehicle,
  DeliveryCustomer,
  LeadDeposit,
  LeadForDelivery,
  DeliveredLeadKind,
} from './lead-for-delivery.ts';
import type { CarSnapshot } from '../store/lead-row.ts';
import type { Country } from './phone-country.ts';

/** How the email and the provider's `service` name each kind of lead. */
export const FORM_KIND_LABELS: Readonly<Record<DeliveredLeadKind, string>> = {
  enquiry: 'enquiry',
  question: 'question',
  'test-drive': 'test drive request',
  finance: 'finance enquiry',
  'trade-in': 'trade-in valuation request',
  'find-similar': 'find me something similar request',
  reserve: 'online reservation',
  service: 'service booking',
  general: 'enquiry',
  subscribe: 'newsletter subscription',
};

/** Collapses line breaks and runs of spaces: names and subjects are one line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

export function customerFullName(customer: DeliveryCustomer): string {
  return oneLine([customer.name, customer.last_name ?? ''].join(' '));
}

/** Mobiles are 04 in Australia and 02x in New Zealand (+614, +642 in international form). */
export function phoneType(phone: string, country: Country): 'cellphone' | 'voice' {
  const compact = phone.replace(/[^\d+]/g, '');
  if (/^\+614|^\+642/.test(compact)) return 'cellphone';
  return (country === 'AU' ? /^04/ : /^02/).test(compact) ? 'cellphone' : 'voice';
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).toString();
}

export function bodyLabel(car: CarSnapshot): string | null {
  return car.simple_body === null ? null : BODY_TYPE_LABELS[car.simple_body];
}

/** product rule 3.4 car_type in words; ADF has no demo status, so this is what says "Demo vehicle". */
export function carTypeNote(car: CarSnapshot): string {
  return { new: 'New vehicle', demo: 'Demo vehicle', used: 'Used vehicle' }[car.car_type];
}

export function customerVehicleText(vehicle: CustomerVehicle): string {
  const details = [
    vehicle.rego ? `rego ${vehicle.rego}` : null,
    vehicle.km === null ? null : formatKm(vehicle.km),
    vehicle.colour || null,
    vehicle.vin ? `VIN ${vehicle.vin}` : null,
  ].filter((detail) => detail !== null);
  const title = carTitle(vehicle).trim();
  if (!title) return details.length === 0 ? 'a vehicle' : details.join(', ');
  return details.length === 0 ? title : `${title} (${details.join(', ')})`;
}

function yesNo(value: boolean): string {
  return value ? 'yes' : 'no';
}

/**
 * The sentences staff must not miss, in reading order: repeat, incomplete, deposit, service
 * booking, category and consent. ADF puts them in `customer/comments` (deposits and service
 * bookings have no element of their own), the JSON in `notes`, the email under "Notes".
 */
export function leadNotes(lead: LeadForDelivery): string[] {
  const state = lead.dealer.location.state;
  const notes: string[] = [];
  if (lead.repeat_of) {
    notes.push(
      `Repeat enquiry: this customer ${lead.car ? 'asked about the same vehicle' : 'sent the same enquiry'} on ` +
        `${formatDealerTime(lead.repeat_of.created_at, state)} (lead ${lead.repeat_of.lead_id}).`,
    );
  }
  if (lead.lead_status === 'Incomplete') {
    const step = lead.step_number === null ? '' : ` after step ${lead.step_number}`;
    notes.push(`Incomplete: the customer stopped${step} without submitting the form.`);
  }
  if (lead.deposit) notes.push(depositNote(lead.deposit));
  if (lead.form_kind === 'service') {
    const vehicle = lead.service_vehicle ? ` for ${customerVehicleText(lead.service_vehicle)}` : '';
    const when = lead.requested_at ? `, preferred ${formatRequestedAt(lead.requested_at)}` : '';
    notes.push(`Service booking${vehicle}${when}.`);
  }
  const estimate = tradeInEstimateNote(lead);
  if (estimate) notes.push(estimate);
  const category = lead.subcategory ? `${lead.category} / ${lead.subcategory}` : lead.category;
  notes.push(`Category: ${category}.`);
  const consent = [`marketing opt-in ${yesNo(lead.customer.opt_in)}`];
  if (lead.customer.terms_conditions !== null) {
    consent.push(`terms of use agreed ${yesNo(lead.customer.terms_conditions)}`);
  }
  if (lead.customer.terms_agreed !== null) {
    consent.push(`finance disclaimer agreed ${yesNo(lead.customer.terms_agreed)}`);
  }
  notes.push(`Consent: ${consent.join(', ')}.`);
  return notes;
}

/** What the online estimate said about a trade-in, so staff know what the customer saw. */
export function tradeInEstimateNote(
  lead: Pick<LeadForDelivery, 'form_kind' | 'trade_in' | 'trade_in_estimate'>,
): string | null {
  if (lead.form_kind !== 'trade-in' || !lead.trade_in) return null;
  const estimate = lead.trade_in_estimate;
  switch (estimate?.outcome) {
    case 'estimate':
      return (
        `Online trade-in estimate: ${formatDollars(estimate.low)} to ${formatDollars(estimate.high)}, ` +
        `from ${estimate.comparables} comparable ${estimate.comparables === 1 ? 'car' : 'cars'} ` +
        '(indicative only, subject to inspection).'
      );
    case 'no-comparables':
      return 'No online trade-in estimate: no comparable cars in stock or recently sold; value this vehicle in person.';
    case 'outside-rule':
      return `No online trade-in estimate: the vehicle is ${outsideRuleText(estimate.reasons)}; value it in person.`;
    default:
      return 'No online trade-in estimate was worked out; value this vehicle in person.';
  }
}

function depositNote(deposit: LeadDeposit): string {
  const amount = formatDollars(deposit.amount);
  const reference = deposit.reference ? `, reference ${deposit.reference}` : '';
  switch (deposit.state) {
    case 'paid':
      return `Deposit: ${amount} paid online to reserve this vehicle (${deposit.processor}${reference}).`;
    case 'refunded':
      return `Deposit: ${amount} paid online and refunded in full (${deposit.processor}${reference}).`;
    case 'rejected':
      // product rule 4.15: the payment was not the deposit, so nothing is held.
      return (
        `Deposit: the online payment did not match the ${amount} deposit and was refunded in ` +
        `full; this vehicle is NOT reserved (${deposit.processor}${reference}). ` +
        'Call the customer to take the deposit again.'
      );
    case 'requested':
      return (
        `Deposit: the customer asked to reserve this vehicle with a ${amount} deposit ` +
        `(${deposit.processor}); call them to take it.`
      );
  }
}

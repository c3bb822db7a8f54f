// Everything one delivery of a lead carries (decision 0007): a snapshot the relay assembles
// from the stored lead, the car and the tenant, so the builders here stay pure and never read
// the store. Field names are the product rules' lead form fields (product rule 3.4) where one exists.
import type { CarType } from '#shared/inventory/car.ts';
import type { AustralianState } from '#shared/tenant/tenant-config.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';
import type { CarSnapshot, DepositState, LeadStatus } from '../store/lead-row.ts';
import type { Country } from './phone-country.ts';

/** The lead's kind as receivers see it (coarser than the site's LeadFormKind); decides the ADF vehicle interest and the email's wording. */
export const DELIVERED_LEAD_KINDS = [
  'enquiry',
  'question',
  'test-drive',
  'finance',
  'trade-in',
  'find-similar',
  'reserve',
  'service',
  'general',
  'subscribe',
] as const;
export type DeliveredLeadKind = (typeof DELIVERED_LEAD_KINDS)[number];

/** A vehicle the customer describes on the form (trade-in, service booking): free text. */
export interface CustomerVehicle {
  year: number | null;
  make: string;
  model: string;
  badge: string | null;
  km: number | null;
  /** product rule 5.1 lead field `Rego`. */
  rego: string | null;
  vin: string | null;
  colour: string | null;
}

/** A make and model asked about without a stock car (model pages, find-similar). */
export interface WantedVehicle {
  make: string;
  model: string;
  car_type: CarType | null;
}

export interface DeliveryCustomer {
  name: string;
  last_name: string | null;
  /** Required on a Complete lead; an Incomplete one (first steps only) may lack either. */
  email: string | null;
  /** As normalised by the shared phone rules. */
  phone: string | null;
  /** 4 digits. */
  postcode: string | null;
  /** From the phone rules' AU/NZ decision; AU when unknown. */
  country: Country;
  opt_in: boolean;
  /** Terms of use ticked, null when the site does not ask. */
  terms_conditions: boolean | null;
  /** Finance disclaimer ticked, null when the form does not ask. */
  terms_agreed: boolean | null;
}

export interface DeliveryLocation {
  id: number;
  name: string;
  street: string;
  city: string;
  state: AustralianState;
  postcode: string;
  phone: string;
  email: string;
}

export interface DeliveryDealer {
  dealership_id: number;
  name: string;
  /** The site's canonical https origin; car URLs are resolved against it. */
  site_url: string;
  location: DeliveryLocation;
}

export interface LeadDeposit {
  /** AUD. */
  amount: number;
  processor: string;
  /** The PaymentIntent of a paid deposit; null while only asked for. */
  reference: string | null;
  state: DepositState;
}

export interface LeadForDelivery {
  lead_id: string;
  /** ISO 8601 instant the lead was stored. */
  created_at: string;
  /** A redelivery asked for by an operator: ADF `status="resend"`, marked in the email. */
  redelivery: boolean;
  lead_status: LeadStatus;
  /** The last step saved, on a multi-step form. */
  step_number: number | null;
  form_kind: DeliveredLeadKind;
  category: string;
  subcategory: string | null;
  customer: DeliveryCustomer;
  message: string | null;
  /** product rule 3.4 `dateTime`: the test-drive or service date asked for, in the dealer's local time. */
  requested_at: { date: string; time: string | null } | null;
  car: CarSnapshot | null;
  wanted_vehicle: WantedVehicle | null;
  trade_in: CustomerVehicle | null;
  /** The online estimate a trade-in lead was given; null for other leads or none worked out. */
  trade_in_estimate: TradeInEstimate | null;
  service_vehicle: CustomerVehicle | null;
  deposit: LeadDeposit | null;
  /** decision 0007: the earlier lead of the same person about the same car within 24 h. */
  repeat_of: { lead_id: string; created_at: string } | null;
  /** Absolute URL of the page the form was sent from. */
  source_page: string | null;
  dealer: DeliveryDealer;
}

// The JSON webhook payload (decision 0007), version 1. Receivers dispatch on `schema`; a
// change that removes or renames a field is a new version, adding a field is not. Field names
// are the product rules' (product rule 3.4) so a receiver reads the same words as the site's forms.
import type { CarType } from '#shared/inventory/car.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';
import { isoInstant } from './dealer-time.ts';
import { absoluteUrl, customerFullName, leadNotes, phoneType } from './lead-facts.ts';
import type {
  CustomerVehicle,
  LeadDeposit,
  LeadForDelivery,
  DeliveredLeadKind,
  WantedVehicle,
} from './lead-for-delivery.ts';
import { stateForPostcode } from './postcode-region.ts';
import type { LeadStatus } from '../store/lead-row.ts';
import type { Country } from './phone-country.ts';

export const LEAD_JSON_SCHEMA = 'dealer-platform.lead.v1';
export const LEAD_JSON_MEDIA_TYPE = 'application/json';

export interface LeadJsonV1 {
  schema: typeof LEAD_JSON_SCHEMA;
  lead_id: string;
  /** ISO 8601 UTC, to the second. */
  created_at: string;
  /** True when an operator asked for this lead to be sent again. */
  redelivery: boolean;
  lead_status: LeadStatus;
  step_number: number | null;
  form_kind: DeliveredLeadKind;
  category: string;
  subcategory: string | null;
  /** Set when the same person asked about the same vehicle within 24 hours. */
  repeat_of: { lead_id: string; created_at: string } | null;
  customer: {
    name: string;
    last_name: string | null;
    full_name: string;
    email: string | null;
    phone: string | null;
    phone_type: 'cellphone' | 'voice' | null;
    postcode: string | null;
    /** Australian state from the postcode; null in New Zealand. */
    state: string | null;
    country: Country;
    opt_in: boolean;
    terms_conditions: boolean | null;
    terms_agreed: boolean | null;
  };
  message: string | null;
  /** The test-drive or service date asked for, dealer's local time (`HH:MM`, 24-hour). */
  requested_at: { date: string; time: string | null } | null;
  /** The stock car the lead is about; `url` is absolute. */
  vehicle: {
    id: number;
    stocknum: string;
    vin: string;
    year: number;
    make: string;
    model: string;
    badge: string;
    car_type: CarType;
    km: number;
    /** AUD; 0 when the price is on application. */
    price: number;
    price_type: string;
    colour: string;
    body: string | null;
    transmission: string | null;
    url: string;
  } | null;
  wanted_vehicle: WantedVehicle | null;
  trade_in: CustomerVehicle | null;
  /** The online estimate the customer was given (docs/decisions/0019-trade-in-estimate.md). */
  trade_in_estimate: TradeInEstimate | (TradeInEstimate & { currency: 'AUD' }) | null;
  service_vehicle: CustomerVehicle | null;
  deposit: (LeadDeposit & { currency: 'AUD' }) | null;
  dealer: {
    dealership_id: number;
    name: string;
    url: string;
    location: {
      id: number;
      name: string;
      street: string;
      city: string;
      state: string;
      postcode: string;
      phone: string;
      email: string;
    };
  };
  source_page: string | null;
  /** The same sentences the ADF comments and the email carry (repeat, incomplete, deposit...). */
  notes: string[];
}

export function buildLeadJson(lead: LeadForDelivery): LeadJsonV1 {
  const { customer, car, dealer } = lead;
  return {
    schema: LEAD_JSON_SCHEMA,
    lead_id: lead.lead_id,
    created_at: isoInstant(lead.created_at),
    redelivery: lead.redelivery,
    lead_status: lead.lead_status,
    step_number: lead.step_number,
    form_kind: lead.form_kind,
    category: lead.category,
    subcategory: lead.subcategory,
    repeat_of: lead.repeat_of && {
      lead_id: lead.repeat_of.lead_id,
      created_at: isoInstant(lead.repeat_of.created_at),
    },
    customer: {
      name: customer.name,
      last_name: customer.last_name,
      full_name: customerFullName(customer),
      email: customer.email,
      phone: customer.phone,
      phone_type: customer.phone ? phoneType(customer.phone, customer.country) : null,
      postcode: customer.postcode,
      state: stateForPostcode(customer.postcode, customer.country),
      country: customer.country,
      opt_in: customer.opt_in,
      terms_conditions: customer.terms_conditions,
      terms_agreed: customer.terms_agreed,
    },
    message: lead.message,
    requested_at: lead.requested_at,
    vehicle: car && {
      id: car.id,
      stocknum: car.stocknum,
      vin: car.vin,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      car_type: car.car_type,
      km: car.km,
      price: car.price,
      price_type: car.price_type,
      colour: car.colour,
      body: car.simple_body,
      transmission: car.simple_transmission,
      url: absoluteUrl(dealer.site_url, car.url),
    },
    wanted_vehicle: lead.wanted_vehicle,
    trade_in: lead.trade_in,
    trade_in_estimate:
      lead.trade_in_estimate?.outcome === 'estimate'
        ? { ...lead.trade_in_estimate, currency: 'AUD' }
        : lead.trade_in_estimate,
    service_vehicle: lead.service_vehicle,
    deposit: lead.deposit && { ...lead.deposit, currency: 'AUD' },
    dealer: {
      dealership_id: dealer.dealership_id,
      name: dealer.name,
      url: dealer.site_url,
      location: { ...dealer.location },
    },
    source_page: lead.source_page,
    notes: leadNotes(lead),
  };
}

// The snapshot the delivery builders take, assembled from the stored lead and its tenant. The
// car is the lead's car_snapshot (the car as it was when the lead came in), so a delivery after
// the car is sold or gone from the feed still names it.
import { CAR_TYPES, type CarType } from '#shared/inventory/car.ts';
import { GENERAL_ENQUIRY } from '#shared/leads/lead-category.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type {
  CustomerVehicle,
  LeadDeposit,
  LeadForDelivery,
  WantedVehicle,
} from '../delivery/lead-for-delivery.ts';
import type { DeliveryPurpose, LeadRow } from '../store/lead-row.ts';
import { deliveryDealer, siteUrl } from './delivery-dealer.ts';
import { deliveredLeadKind } from './delivered-lead-kind.ts';
import { phoneCountry } from '../delivery/phone-country.ts';

export interface LeadForDeliverySource {
  lead: LeadRow;
  purpose: DeliveryPurpose;
  /** When the lead named by `lead.duplicate_of` was stored; null when it is not a repeat. */
  repeatOfCreatedAt: Date | null;
  tenant: Pick<TenantConfig, 'primary_hostname' | 'locations' | 'dealership'>;
}

const REQUESTED_AT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?$/;

function requestedAt(dateTime: string | null): LeadForDelivery['requested_at'] {
  const match = dateTime ? REQUESTED_AT.exec(dateTime) : null;
  return match ? { date: match[1] ?? '', time: match[2] ?? null } : null;
}

function customerVehicle(lead: LeadRow): CustomerVehicle {
  return {
    year: lead.vehicle_year,
    make: lead.vehicle_make ?? '',
    model: lead.vehicle_model ?? '',
    badge: null,
    km: lead.vehicle_kms,
    rego: lead.rego,
    vin: null,
    colour: null,
  };
}

function wantedVehicle(lead: LeadRow): WantedVehicle | null {
  if (lead.car_snapshot || !lead.vehicle_make || !lead.vehicle_model) return null;
  const carType = (CAR_TYPES as readonly string[]).includes(lead.car_type ?? '')
    ? (lead.car_type as CarType)
    : null;
  return { make: lead.vehicle_make, model: lead.vehicle_model, car_type: carType };
}

// CustomerVehicle has no condition field: the trade-in's condition travels as the message's
// last line, so staff still see it in every format.
function messageWithCondition(lead: LeadRow): string | null {
  if (lead.form_kind !== 'trade-in' || !lead.vehicle_condition) return lead.message;
  const condition = `Trade-in condition: ${lead.vehicle_condition}`;
  return lead.message?.trim() ? `${lead.message.trim()}\n\n${condition}` : condition;
}

function absoluteSourcePage(sourcePage: string | null, base: string): string | null {
  if (!sourcePage) return null;
  try {
    return new URL(sourcePage, base).toString();
  } catch {
    return null;
  }
}

export function leadForDeliveryFromRow(source: LeadForDeliverySource): LeadForDelivery {
  const { lead, purpose, repeatOfCreatedAt, tenant } = source;
  const formKind = deliveredLeadKind(lead.form_kind, lead.subcategory);
  const isTradeIn = lead.form_kind === 'trade-in';
  const isService = lead.form_kind === 'service-booking';
  return {
    lead_id: lead.id,
    created_at: lead.created_at.toISOString(),
    redelivery: purpose === 'redelivery',
    lead_status: purpose === 'incomplete' ? 'Incomplete' : lead.status,
    step_number: lead.step_number,
    form_kind: formKind,
    category: lead.category ?? GENERAL_ENQUIRY,
    subcategory: lead.subcategory,
    customer: {
      name: lead.name ?? '',
      last_name: lead.last_name,
      email: lead.email,
      phone: lead.phone,
      postcode: lead.postcode,
      country: phoneCountry(lead.phone),
      opt_in: lead.opt_in,
      terms_conditions: lead.terms_conditions,
      terms_agreed: lead.terms_agreed,
    },
    message: messageWithCondition(lead),
    requested_at: requestedAt(lead.date_time),
    car: lead.car_snapshot,
    wanted_vehicle: isTradeIn ? null : wantedVehicle(lead),
    trade_in: isTradeIn && lead.vehicle_make ? customerVehicle(lead) : null,
    trade_in_estimate: isTradeIn ? lead.trade_in_estimate : null,
    service_vehicle: isService && (lead.rego || lead.vehicle_make) ? customerVehicle(lead) : null,
    deposit: leadDeposit(lead),
    repeat_of:
      lead.duplicate_of && repeatOfCreatedAt
        ? { lead_id: lead.duplicate_of, created_at: repeatOfCreatedAt.toISOString() }
        : null,
    source_page: absoluteSourcePage(lead.source_page, siteUrl(tenant)),
    dealer: deliveryDealer(tenant, lead.location_id),
  };
}

const PROCESSOR_NAMES: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  till: 'Till',
  st_george: 'St George',
};

function leadDeposit(lead: LeadRow): LeadDeposit | null {
  if (lead.deposit_cents === null || lead.deposit_state === null) return null;
  const processor = lead.deposit_processor ?? '';
  return {
    amount: lead.deposit_cents / 100,
    processor: PROCESSOR_NAMES[processor] ?? processor,
    reference: lead.payment_intent_id,
    state: lead.deposit_state,
  };
}

import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type { CarSnapshot } from '#server/leads/store/lead-row.ts';
import { leadEventId } from '#shared/leads/lead-category.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
import type { LeadRules } from '#shared/leads/lead-rules.ts';
import { validateLead, type Lead } from '#shared/leads/validate-lead.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { isBookableDateTime } from '#shared/hours/booking-slots.ts';
import { LEAD_API_MESSAGES, LEAD_MESSAGES } from '#shared/leads/lead-messages.ts';
import { checkReserve, type LeadDepositWrite } from '#server/payments/reserve-deposit.server.ts';
import { checkLeadReferences, REFERENCE_MESSAGES } from './lead-references.server.ts';
import { isPlaceablePostcode } from './postcode-place.ts';
import { resolveSourcePage, SOURCE_PAGE_MESSAGE } from './source-page.ts';

export type LeadCheck =
  | {
      ok: true;
      lead: Lead;
      car: CarSnapshot | null;
      source_page: string | undefined;
      /** A 'Reserve Online' lead's deposit, from the site's processor (never the form). */
      deposit: LeadDepositWrite | null;
    }
  | {
      ok: false;
      fields: Record<string, string>;
      /** The answer's message when it is not the generic one. */
      message?: string;
      conflict?: { code: string; message: string };
    };

/**
 * The server-side rules of decision 0007, in order: the shared form rules
 * (every failing field at once), then the car, location and dealership
 * belonging to this site, the postcode's place, then the source page.
 */
export async function checkLead(
  tenant: TenantConfig,
  rules: LeadRules,
  input: {
    kind: LeadFormKind;
    values: Record<string, unknown>;
    partial: boolean;
    source_page: string | undefined;
  },
  findCar: FindTenantCar,
): Promise<LeadCheck> {
  const validation = validateLead(input.kind, input.values, rules, { partial: input.partial });
  if (!validation.ok) return { ok: false, fields: validation.fields };
  const { kind, category, subcategory, event_id, ...formValues } = validation.lead;
  const references = await checkLeadReferences(tenant, rules, formValues, findCar);
  if (!references.ok) return references;
  if (!isPlaceablePostcode(references.values)) {
    const message = LEAD_MESSAGES.postcodeNotFound;
    return { ok: false, fields: { postcode: message }, message };
  }
  const when = references.values.dateTime;
  if (when !== undefined && !isBookableAt(tenant, references.values.location, when)) {
    return { ok: false, fields: { dateTime: LEAD_API_MESSAGES.notBookable } };
  }
  let sourcePage: string | undefined;
  if (input.source_page !== undefined) {
    sourcePage = resolveSourcePage(tenant, input.source_page);
    if (sourcePage === undefined)
      return { ok: false, fields: { source_page: SOURCE_PAGE_MESSAGE } };
  }
  let deposit: LeadDepositWrite | null = null;
  if (kind === 'reserve' && references.values.car_id !== undefined) {
    const reserve = await checkReserve(tenant, references.values.car_id, findCar);
    if (!reserve.ok) {
      const message = reserve.reason === 'unknown-car' ? REFERENCE_MESSAGES.car : reserve.message;
      return {
        ok: false,
        fields: { car_id: message },
        conflict: { code: 'car_not_reservable', message },
      };
    }
    deposit = reserve.deposit;
  }
  // The car's own details fill what the form left out; its type decides the event (product rule 9.2).
  const car = references.car;
  const values = car
    ? {
        car_type: car.car_type,
        stock_number: car.stocknum,
        'Vehicle Make': car.make,
        'Vehicle Model': car.model,
        ...references.values,
      }
    : references.values;
  const lead: Lead = {
    ...values,
    kind,
    category,
    ...(subcategory === undefined ? {} : { subcategory }),
    event_id: car
      ? leadEventId(kind, { category, subcategory, car_type: values.car_type })
      : event_id,
  };
  return { ok: true, lead, car: references.car, source_page: sourcePage, deposit };
}

/**
 * A booking's date (and time) must be one the form offered for the lead's location.
 * leadMinutes 0: a slot offered when the form loaded is still taken until it starts.
 */
function isBookableAt(tenant: TenantConfig, locationId: number | undefined, when: string) {
  const location = tenant.locations.find((candidate) => candidate.id === locationId);
  return (
    location !== undefined &&
    isBookableDateTime(location, when, { now: new Date(), leadMinutes: 0 })
  );
}

import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

const ID = /^[1-9]\d{0,14}$/;

export interface PaymentIntentQuery {
  dealershipId: number;
  carId: number;
  origin: string;
}

export type QueryCheck =
  | { ok: true; value: PaymentIntentQuery }
  | { ok: false; status: 400 | 409; code: string; message: string; fields: Record<string, string> };

/**
 * The payment-intent call's parameters (ARCHITECTURE HTTP contract): the dealership in the
 * path, `car_id` and `origin` in the query. The origin must be one of the site's own
 * hostnames, https except on local development hosts: Stripe sends the shopper back there.
 */
export function readPaymentIntentQuery(
  tenant: Pick<TenantConfig, 'hostnames'>,
  dealershipParam: string,
  query: Record<string, unknown>,
): QueryCheck {
  const fields: Record<string, string> = {};
  const text = (name: string) =>
    typeof query[name] === 'string' ? (query[name] as string) : undefined;
  if (query.model_id !== undefined) {
    return {
      ok: false,
      status: 409,
      code: 'model_reservations_not_offered',
      message: 'Models cannot be reserved online on this site; reserve a car in stock instead.',
      fields: { model_id: 'Model reservations are not offered.' },
    };
  }
  if (!ID.test(dealershipParam)) {
    fields.dealership_id = 'Must be a dealership id (a positive whole number).';
  }
  const carId = text('car_id');
  if (carId === undefined) fields.car_id = 'Required: the id of the car to reserve.';
  else if (!ID.test(carId)) fields.car_id = 'Must be a car id (a positive whole number).';
  const origin = text('origin');
  const parsed = origin === undefined ? undefined : siteOrigin(tenant, origin);
  if (origin === undefined) {
    fields.origin = "Required: the site's origin, e.g. https://www.example.com.au.";
  } else if (!parsed) {
    fields.origin = "Must be this site's own origin (https:// and one of its hostnames).";
  }
  if (Object.keys(fields).length > 0 || !parsed) {
    return {
      ok: false,
      status: 400,
      code: 'invalid_request',
      message: 'Some parameters need attention',
      fields,
    };
  }
  return {
    ok: true,
    value: { dealershipId: Number(dealershipParam), carId: Number(carId), origin: parsed },
  };
}

function siteOrigin(tenant: Pick<TenantConfig, 'hostnames'>, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const local = url.hostname.endsWith('.localhost');
  const secure = url.protocol === 'https:' || (local && url.protocol === 'http:');
  const bare = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  if (!secure || !bare || !tenant.hostnames.includes(url.hostname)) return undefined;
  return url.origin;
}

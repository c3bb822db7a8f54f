import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type { Car } from '#shared/inventory/car.ts';
import {
  RESERVE_BLOCKER_MESSAGES,
  reserveBlocker,
  type ReserveBlocker,
} from '#shared/inventory/reservable.ts';
import type { PaymentAuthorizationType, TenantConfig } from '#shared/tenant/tenant-config.ts';

/** What a 'Reserve Online' lead stores of its deposit (leads.deposit_*). */
export interface LeadDepositWrite {
  cents: number;
  processor: PaymentAuthorizationType;
}

/**
 * The car fields the product rule 4.2 rule reads, as the index stores them. Each reader of
 * cars names its own fields (the browser's go through shared/search/search-proxy-client.ts);
 * this one reads the index in-process through `findCar`, with no HTTP answer to parse.
 */
export const RESERVABLE_FIELDS = [
  'id',
  'slug',
  'stocknum',
  'year',
  'make',
  'model',
  'badge',
  'price',
  'status',
  'sold',
  'reserved',
  'reservable',
  'tag',
  'has_checkout_payment_processor',
  'dealership_id',
  'location_id',
  'primary_image_url',
] as const satisfies ReadonlyArray<keyof Car>;

export type ReservableStockCar = Pick<Car, (typeof RESERVABLE_FIELDS)[number]>;

export type ReserveCheck =
  | { ok: true; car: ReservableStockCar; deposit: LeadDepositWrite }
  | { ok: false; reason: 'unknown-car' }
  | { ok: false; reason: ReserveBlocker | 'reserve-off'; message: string };

export const RESERVE_OFF_MESSAGE = 'This site does not take reservations online.';

/** AUD dollars to cents, exactly (deposits are whole dollars or cents in the tenant file). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * product rule 4.2 recomputed on the server from stored data: the dealer's switch, the car as the
 * index holds it (a paid reservation marks it reserved there) and the tenant's processors
 * with their keys. `activeReservation` is the reservations table's word, which the index
 * may not show yet.
 */
export async function checkReserve(
  tenant: TenantConfig,
  carId: number,
  findCar: FindTenantCar,
  activeReservation: (carId: number) => Promise<boolean> = async () => false,
): Promise<ReserveCheck> {
  const car = await findCar(tenant.search, carId, RESERVABLE_FIELDS);
  if (!car) return { ok: false, reason: 'unknown-car' };
  const processor = tenant.payment_processors[0];
  if (!tenant.features.reserve || !processor) {
    return { ok: false, reason: 'reserve-off', message: RESERVE_OFF_MESSAGE };
  }
  const reserved = car.reserved === true || (await activeReservation(car.id));
  const blocker = reserveBlocker(
    { ...car, reserved },
    {
      configured: Boolean(tenant.dealership.payment_provider),
      processors: tenant.payment_processors,
    },
  );
  if (blocker) return { ok: false, reason: blocker, message: RESERVE_BLOCKER_MESSAGES[blocker] };
  return {
    ok: true,
    car,
    deposit: { cents: toCents(processor.deposit_amount), processor: processor.authorization_type },
  };
}

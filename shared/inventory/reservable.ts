// spec 4: when a car may be reserved online with a deposit. The card, the detail page and
// the checkout API all ask this module; none re-implements it.
import type { Car } from './car.ts';
import type { PaymentAuthorizationType } from '../tenant/tenant-config.ts';
import type { SiteData } from '../tenant/site-data.ts';

/** spec 9: reserving needs a price over this many dollars. */
export const MIN_RESERVABLE_PRICE = 200;
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/** A processor as the car or the site's public data carries it (the key only on the server). */
export interface DepositProcessor {
  authorization_type: PaymentAuthorizationType;
  deposit_amount: number;
  authorization_key?: string;
}

/** Missing sale fields (a summary) never make a car reservable: status must be in_stock. */
export type ReservableCar = Pick<Car, 'price'> &
  Partial<
    Pick<
      Car,
      'status' | 'sold' | 'reserved' | 'reservable' | 'tag' | 'has_checkout_payment_processor'
    >
  > & { payment_processors?: readonly DepositProcessor[] };

export interface ReservePayments {
  /** The dealership has a payment provider set up. */
  configured: boolean;
  /** The car's processors. */
  processors: readonly DepositProcessor[];
}

type ReserveSite = Pick<SiteData, 'dealership' | 'public_payment_processors'> & {
  features: Pick<SiteData['features'], 'reserve'>;
};

function isTestDriveOnly(tag: string | null | undefined): boolean {
  return tag?.trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/** spec 4, every condition must hold. */
export function isReservable(car: ReservableCar, payments: ReservePayments): boolean {
  const hasKeyOrFlag =
    car.has_checkout_payment_processor === true ||
    payments.processors.some((processor) => Boolean(processor.authorization_key));
  return (
    payments.configured &&
    car.status === 'in_stock' &&
    !isTestDriveOnly(car.tag) &&
    hasKeyOrFlag &&
    car.sold !== true &&
    car.reserved !== true &&
    car.price > MIN_RESERVABLE_PRICE &&
    car.reservable !== false &&
    payments.processors.length > 0
  );
}

/**
 * The car's processors; a search hit leaves them out (they hold keys), so the site's
 * key-free copy stands in: imports copy the dealership's processors onto each car.
 */
export function reservePayments(car: ReservableCar, site: ReserveSite): ReservePayments {
  return {
    configured: Boolean(site.dealership.payment_provider),
    processors: car.payment_processors ?? site.public_payment_processors,
  };
}

/** spec 4: the rule plus the dealer's own switch. */
export function canShowReserveButton(car: ReservableCar, site: ReserveSite): boolean {
  return site.features.reserve && isReservable(car, reservePayments(car, site));
}

/** Deposit of the car's (first) payment processor, in AUD; null without one. */
export function reserveDeposit(car: ReservableCar, site: ReserveSite): number | null {
  return reservePayments(car, site).processors[0]?.deposit_amount ?? null;
}

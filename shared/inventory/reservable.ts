// product rule 4.2: when a car may be reserved online with a deposit. The card, the detail page and
// the checkout API all ask this module; none re-implements it.
import { formatDollars } from '../format/money.ts';
import type { Car } from './car.ts';
import type { PaymentAuthorizationType } from '../tenant/tenant-config.ts';
import type { SiteData } from '../tenant/site-data.ts';

/** product rule 9.1: reserving needs a price over this many dollars. */
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

/** Why a car cannot be reserved online: the first product rule 4.2 condition that fails. */
export type ReserveBlocker =
  | 'payments-not-configured'
  | 'not-in-stock'
  | 'test-drive-only'
  | 'no-processor-key'
  | 'sold'
  | 'reserved'
  | 'price-too-low'
  | 'not-reservable'
  | 'no-processor';

/** What a shopper (the reserve page) and a client (the payment-intent API's 409) are told. */
export const RESERVE_BLOCKER_MESSAGES: Readonly<Record<ReserveBlocker, string>> = {
  'payments-not-configured': 'This dealer does not take deposits online.',
  'not-in-stock': 'This car is not in stock, so it cannot be reserved online.',
  'test-drive-only': 'This car is for test drives only and cannot be reserved.',
  'no-processor-key': 'Online payments are not set up for this car.',
  sold: 'This car has been sold.',
  reserved: 'This car has already been reserved by another buyer.',
  'price-too-low': `Only cars priced over ${formatDollars(MIN_RESERVABLE_PRICE)} can be reserved online.`,
  'not-reservable': 'The dealer has not made this car available to reserve online.',
  'no-processor': 'Online payments are not set up for this car.',
};

/** product rule 4.2; sold and reserved are checked first, as they are what a shopper needs to hear. Null when every condition holds. */
export function reserveBlocker(
  car: ReservableCar,
  payments: ReservePayments,
): ReserveBlocker | null {
  const hasKeyOrFlag =
    car.has_checkout_payment_processor === true ||
    payments.processors.some((processor) => Boolean(processor.authorization_key));
  if (!payments.configured) return 'payments-not-configured';
  if (car.sold === true) return 'sold';
  if (car.reserved === true) return 'reserved';
  if (car.status !== 'in_stock') return 'not-in-stock';
  if (isTestDriveOnly(car.tag)) return 'test-drive-only';
  if (payments.processors.length === 0) return 'no-processor';
  if (!hasKeyOrFlag) return 'no-processor-key';
  if (!(car.price > MIN_RESERVABLE_PRICE)) return 'price-too-low';
  if (car.reservable === false) return 'not-reservable';
  return null;
}

/** product rule 4.2, every condition must hold. */
export function isReservable(car: ReservableCar, payments: ReservePayments): boolean {
  return reserveBlocker(car, payments) === null;
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

/** product rule 4.2: the rule plus the dealer's own switch. */
export function canShowReserveButton(car: ReservableCar, site: ReserveSite): boolean {
  return site.features.reserve && isReservable(car, reservePayments(car, site));
}

/** Deposit of the car's (first) payment processor, in AUD; null without one. */
export function reserveDeposit(car: ReservableCar, site: ReserveSite): number | null {
  return reservePayments(car, site).processors[0]?.deposit_amount ?? null;
}

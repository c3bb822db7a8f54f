// The buttons of a listing card (product rule 2.4) and where they lead. Links, not handlers: the
// detail page opens the matching form from the fragment, and they work without JavaScript.
import { carUrl } from '../inventory/car-identity.ts';
import type { CarStatus } from '../inventory/car.ts';
import { canShowReserveButton, reserveDeposit } from '../inventory/reservable.ts';
import { reservePath } from '../reserve/reservation-offer.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { ListingCar } from './listing-car.ts';

/**
 * Statuses a shopper can still buy or enquire about. A sold car, or one whose status is
 * anything else, is unavailable and offers 'Find Me Something Similar' instead. A car
 * without a status (the home page's featured summary, on sale by query) counts as available.
 */
export const ENQUIRABLE_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon', 'in_transit'];

export type CardActionKind =
  'enquire' | 'finance' | 'details' | 'reserve' | 'test-drive' | 'find-similar';

export interface CardAction {
  kind: CardActionKind;
  label: string;
  href: string;
}

export interface CardActions {
  available: boolean;
  actions: CardAction[];
  /** Deposit shown on Reserve Now, when that button is there. */
  deposit: number | null;
}

export const UNAVAILABLE_PROMPT = 'Like this and want something similar?';

type CardActionSite = Pick<
  SiteData,
  'features' | 'labels' | 'dealership' | 'public_payment_processors'
>;

export function isEnquirable(car: Pick<ListingCar, 'sold' | 'status'>): boolean {
  if (car.sold === true) return false;
  return car.status === undefined || ENQUIRABLE_STATUSES.includes(car.status);
}

/** A car not yet on the yard (coming soon, in transit) cannot be test driven. */
export function canBookTestDrive(car: Pick<ListingCar, 'status'>): boolean {
  return car.status === undefined || car.status === 'in_stock';
}

export function cardActions(car: ListingCar, site: CardActionSite): CardActions {
  const details = carUrl(car.slug);
  if (!isEnquirable(car)) {
    return {
      available: false,
      deposit: null,
      actions: [
        {
          kind: 'find-similar',
          label: 'Find Me Something Similar',
          href: `${details}#find-similar`,
        },
      ],
    };
  }
  const actions: CardAction[] = [
    { kind: 'enquire', label: site.labels.enquire_button ?? 'Enquire', href: `${details}#enquire` },
  ];
  if (site.features.finance) {
    actions.push({ kind: 'finance', label: 'Get Finance', href: `${details}#finance` });
  }
  actions.push({ kind: 'details', label: 'View Details', href: details });
  const deposit = canShowReserveButton(car, site) ? reserveDeposit(car, site) : null;
  if (deposit !== null) {
    actions.push({
      kind: 'reserve',
      label: 'Reserve Now',
      href: reservePath(site, car.slug),
    });
  }
  if (canBookTestDrive(car)) {
    actions.push({ kind: 'test-drive', label: 'Book a Test Drive', href: `${details}#test-drive` });
  }
  return { available: true, actions, deposit };
}

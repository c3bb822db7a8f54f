// product rule 2.5 car detail sidebar buttons and where they lead. The lead forms (Enquire, Get Finance,
// Got a Question?, Book a Test Drive) open from the page's own fragments; reserve and trade-in
// have their own routes (product rule 2.2).
import { carUrl } from '../inventory/car-identity.ts';
import { canShowReserveButton, reserveDeposit } from '../inventory/reservable.ts';
import { reservePath } from '../reserve/reservation-offer.ts';
import { canBookTestDrive, isEnquirable, type CardAction } from '../listing/card-actions.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { CarDetail } from './car-detail.ts';

export type CarActionKind =
  'enquire' | 'finance' | 'trade-in' | 'question' | 'reserve' | 'test-drive' | 'find-similar';

export interface CarAction extends Omit<CardAction, 'kind'> {
  kind: CarActionKind;
}

type ActionSite = Pick<
  SiteData,
  'features' | 'labels' | 'dealership' | 'public_payment_processors'
>;

export interface CarActionOptions {
  /** product rule 9.11 trade-in rule for this car (at most 7 years old and 100,000 km). */
  tradeInQualifies: boolean;
}

export function carActions(
  car: CarDetail,
  site: ActionSite,
  { tradeInQualifies }: CarActionOptions,
): { available: boolean; actions: CarAction[]; deposit: number | null } {
  const page = carUrl(car.slug);
  if (!isEnquirable(car)) {
    return {
      available: false,
      deposit: null,
      actions: [
        { kind: 'find-similar', label: 'Find Me Something Similar', href: `${page}#find-similar` },
      ],
    };
  }
  const actions: CarAction[] = [{ kind: 'enquire', label: 'Enquire', href: `${page}#enquire` }];
  if (site.features.finance) {
    actions.push({ kind: 'finance', label: 'Get Finance', href: `${page}#finance` });
  }
  if (site.features.trade_in && tradeInQualifies) {
    actions.push({
      kind: 'trade-in',
      label: 'Trade-In Valuation',
      href: `/cars/trade-in?car_id=${car.id}`,
    });
  }
  actions.push({ kind: 'question', label: 'Got a Question?', href: `${page}#question` });
  const deposit = canShowReserveButton(car, site) ? reserveDeposit(car, site) : null;
  if (deposit !== null) {
    actions.push({
      kind: 'reserve',
      label: 'Reserve Car Now',
      href: reservePath(site, car.slug),
    });
  }
  if (canBookTestDrive(car)) {
    actions.push({ kind: 'test-drive', label: 'Book a Test Drive', href: `${page}#test-drive` });
  }
  return { available: true, actions, deposit };
}

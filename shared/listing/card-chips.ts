// The attribute chips of a listing card (product rule 2.4); which ones is the tenant's choice
// (`search.card_chips`), product rule 9.4 gives the default.
import { BODY_TYPE_LABELS } from '../inventory/body-types.ts';
import { formatKm } from '../format/car-format.ts';
import type { CardChip } from '../tenant/tenant-config.ts';
import type { ListingCar } from './listing-car.ts';

/** product rule 9.4: default listing chips. */
export const DEFAULT_CARD_CHIPS: readonly CardChip[] = [
  'car_type',
  'simple_body',
  'km',
  'simple_transmission',
  'stocknum',
];

export const CAR_TYPE_LABELS = { new: 'New', used: 'Used', demo: 'Demo' } as const;

export interface CardChipItem {
  key: CardChip;
  label: string;
}

function chipLabel(car: ListingCar, chip: CardChip): string | null {
  switch (chip) {
    case 'car_type':
      return CAR_TYPE_LABELS[car.car_type];
    case 'simple_body':
      return car.simple_body ? BODY_TYPE_LABELS[car.simple_body] : null;
    case 'km':
      return formatKm(car.km);
    case 'stocknum':
      return car.stocknum ? `Stock No. ${car.stocknum}` : null;
    case 'seats':
      return car.seats ? `${car.seats} seats` : null;
    case 'year':
      return String(car.year);
    case 'simple_transmission':
    case 'simple_fuel':
    case 'simple_drive':
    case 'fuel':
    case 'colour':
    case 'location_name':
      return car[chip] || null;
  }
}

/** Chips in the configured order; an attribute the car lacks is left out, not shown empty. */
export function cardChips(
  car: ListingCar,
  chips: readonly CardChip[] = DEFAULT_CARD_CHIPS,
): CardChipItem[] {
  return chips.flatMap((key) => {
    const label = chipLabel(car, key);
    return label ? [{ key, label }] : [];
  });
}

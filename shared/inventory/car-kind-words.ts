// product rule 9.12: the words a shopper reads for what a site sells follow the site's car kinds
// (tenant `labels.stock_kinds`) or the car's own kind: 'this truck', 'your RV's rego'.
import type { CarKind } from './car.ts';
import { DEFAULT_STOCK_KINDS } from './car-names.ts';

/** One and several of a kind, as they read inside a sentence: 'truck' / 'trucks', 'RV' / 'RVs'. */
export interface CarWords {
  one: string;
  many: string;
}

const KIND_WORDS: Readonly<Record<CarKind, CarWords>> = {
  car: { one: 'car', many: 'cars' },
  truck: { one: 'truck', many: 'trucks' },
  rv: { one: 'RV', many: 'RVs' },
  motorcycle: { one: 'motorcycle', many: 'motorcycles' },
};

/** A site that sells more than one kind names them all with the one word that covers them. */
const SEVERAL_KINDS: CarWords = { one: 'vehicle', many: 'vehicles' };

/** The words for the site's stock (and for the shopper's own vehicle, which a dealer services). */
export function stockWords(kinds: readonly CarKind[] = DEFAULT_STOCK_KINDS): CarWords {
  const distinct = [...new Set(kinds.length > 0 ? kinds : DEFAULT_STOCK_KINDS)];
  return distinct.length === 1 ? KIND_WORDS[distinct[0]!] : SEVERAL_KINDS;
}

/** The words for one car: its own kind, else the site's. */
export function carWords(
  car: { vehicle_kind?: CarKind | null },
  siteKinds: readonly CarKind[] | undefined,
): CarWords {
  return car.vehicle_kind ? KIND_WORDS[car.vehicle_kind] : stockWords(siteKinds);
}

/** A word at the start of a sentence or a title: 'truck' -> 'Truck'; 'RV' stays 'RV'. */
export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

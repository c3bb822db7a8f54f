// Stock profiles (seed/demo-stock.json): what each demo dealer sells and its share of the
// generated inventory. A dealer without a profile gets the generic used-car profile.
import type { CarType, CarKind } from '#shared/inventory/car.ts';
import type { Weights } from './random.ts';
import demoStockJson from './demo-stock.json' with { type: 'json' };

/** Chooses catalog models: by make, by make and model, or by car kind. */
export interface StockPick {
  make?: string;
  model?: string;
  kind?: CarKind;
  weight: number;
}

export interface StockSegment {
  weight: number;
  car_types: Weights<CarType>;
  pick: StockPick[];
}

export interface StockProfile {
  share: number; // relative weight of this dealer in the total count
  segments: StockSegment[];
}

interface DemoStock {
  default_profile: StockProfile;
  dealers: Record<string, StockProfile>;
}

const demoStock = demoStockJson as unknown as DemoStock;

export function findStockProfile(dealerSlug: string): StockProfile {
  return demoStock.dealers[dealerSlug] ?? demoStock.default_profile;
}

export function listAllowedCarTypes(profile: StockProfile): CarType[] {
  const types = new Set<CarType>();
  for (const segment of profile.segments) {
    for (const [type, weight] of Object.entries(segment.car_types)) {
      if ((weight ?? 0) > 0) types.add(type as CarType);
    }
  }
  return [...types];
}

/** Splits `count` by share with the largest-remainder method, so the parts sum to `count`. */
export function allocateCounts(shares: readonly number[], count: number): number[] {
  const total = shares.reduce((sum, share) => sum + Math.max(0, share), 0);
  if (total <= 0) return shares.map(() => 0);
  const quotas = shares.map((share) => (count * Math.max(0, share)) / total);
  const counts = quotas.map((quota) => Math.floor(quota));
  let left = count - counts.reduce((sum, part) => sum + part, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return counts;
}

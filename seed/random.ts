// Seeded pseudo-random numbers (mulberry32) so the demo inventory is reproducible.
// Nothing in seed/ may call Math.random: same seed, same cars, byte for byte.

export type Weights<K extends string> = Readonly<Partial<Record<K, number>>>;

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
  pickKey<K extends string>(weights: Weights<K>): K;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const pickWeighted = <T>(items: readonly T[], weightOf: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + Math.max(0, weightOf(item)), 0);
    if (items.length === 0 || total <= 0) throw new Error('pickWeighted needs a positive weight');
    let roll = next() * total;
    for (const item of items) {
      roll -= Math.max(0, weightOf(item));
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  };

  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    pickWeighted,
    pickKey: <K extends string>(weights: Weights<K>): K => {
      const entries = Object.entries(weights) as Array<[K, number]>;
      return pickWeighted(entries, ([, weight]) => weight)[0];
    },
  };
}

/** Derives an independent stream seed from a base seed and a label (FNV-1a). */
export function deriveSeed(seed: number, label: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

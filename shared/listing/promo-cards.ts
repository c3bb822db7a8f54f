// product rule 4.11: which promo cards a results page shows, and in what order.
import { localTime } from '../hours/local-clock.ts';
import type { CarType, IsoDate, PromoCard } from '../tenant/tenant-config.ts';

/** Dates in tenant files are dealer-local calendar days; Sydney time unless told otherwise. */
export const PROMO_TIME_ZONE = 'Australia/Sydney';

export interface PromoSelection {
  now: Date;
  /** Car types present in the current results. */
  carTypes: readonly CarType[];
  /** When set, the unpositioned cards are shuffled from it (same seed, same order on server and browser). */
  shuffleSeed?: string;
  timeZone?: string;
}

/** `now` as YYYY-MM-DD in the given zone. */
export function calendarDate(now: Date, timeZone: string = PROMO_TIME_ZONE): IsoDate {
  return localTime(now, timeZone).date;
}

/** Start and expiry days are both included. */
export function isPromoCurrent(card: Pick<PromoCard, 'start' | 'expiry'>, today: IsoDate): boolean {
  return (!card.start || card.start <= today) && (!card.expiry || today <= card.expiry);
}

/**
 * Without a display list a card always shows, unless strict. With one, it shows when the
 * results hold any of its car types; a strict card only when every car type in the
 * results is one of them (a new-car offer stays off a mixed new-and-used page).
 */
export function matchesResults(
  card: { display?: readonly CarType[]; strictDisplay?: boolean },
  carTypes: readonly CarType[],
): boolean {
  const display = card.display ?? [];
  if (card.strictDisplay) {
    return carTypes.length > 0 && carTypes.every((type) => display.includes(type));
  }
  return display.length === 0 || carTypes.some((type) => display.includes(type));
}

/** 32-bit FNV-1a of the seed, then mulberry32: small, fast and identical in every JS engine. */
function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    state = Math.imul(state ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates with a seeded generator; the input is left alone. */
export function shuffleDeterministically<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** Current, matching cards: positioned ones first by position, the rest after (shuffled when seeded). */
export function selectPromoCards(
  cards: readonly PromoCard[],
  { now, carTypes, shuffleSeed, timeZone }: PromoSelection,
): PromoCard[] {
  const today = calendarDate(now, timeZone);
  const shown = cards.filter(
    (card) => isPromoCurrent(card, today) && matchesResults(card, carTypes),
  );
  const positioned = shown
    .filter((card) => card.position !== undefined)
    .sort((a, b) => a.position! - b.position!);
  const others = shown.filter((card) => card.position === undefined);
  return [
    ...positioned,
    ...(shuffleSeed === undefined ? others : shuffleDeterministically(others, shuffleSeed)),
  ];
}

import type { SavedCar } from './saved-car.ts';

/** product rule 9.9: the saved-cars bar has three slots. */
export const SAVED_SLOTS = 3;
/** product rule 9.9: the compare badge never reads more than +9. */
export const BADGE_CAP = 9;
/** product rule 9.9: the bar hides 5 seconds after it appeared. */
export const BAR_VISIBLE_MS = 5000;

/** product rule 2.7: the bar belongs to listing and car pages only. */
export function isSavedCarsBarPath(pathname: string): boolean {
  return pathname.includes('cars') || pathname.includes('search');
}

export type SavedCarSlot =
  | { kind: 'car'; car: SavedCar }
  /** The first empty slot: 'No Saved Cars' and a 'Get Started' link. */
  | { kind: 'get-started'; number: number }
  | { kind: 'empty'; number: number };

/** product rule 2.7: three slots; the saved cars first, then numbered empty slots. */
export function savedCarSlots(cars: readonly SavedCar[]): SavedCarSlot[] {
  return Array.from({ length: SAVED_SLOTS }, (_, index): SavedCarSlot => {
    const car = cars[index];
    if (car) return { kind: 'car', car };
    return { kind: index === cars.length ? 'get-started' : 'empty', number: index + 1 };
  });
}

/**
 * product rule 2.7: the compare link's badge '+N'. N counts the saved cars beyond the
 * three the slots show (the '+' reads as "and N more"), capped at +9; no badge
 * when every saved car is in a slot.
 */
export function compareBadge(savedCount: number): string | null {
  const hidden = savedCount - SAVED_SLOTS;
  if (hidden <= 0) return null;
  return `+${Math.min(hidden, BADGE_CAP)}`;
}

import { stockWords, type CarWords } from '../inventory/car-kind-words.ts';
import type { SavedCar } from './saved-car.ts';

/**
 * What the bar's polite live region says after the saved list changed (empty when nothing did),
 * counting the cars in the site's words (product rule 9.12: '2 saved trucks').
 */
export function savedCarsAnnouncement(
  before: readonly SavedCar[],
  after: readonly SavedCar[],
  words: CarWords = stockWords(),
): string {
  const added = after.find((car) => !before.some((old) => old.id === car.id));
  const removed = before.find((car) => !after.some((now) => now.id === car.id));
  const count = `${after.length} saved ${after.length === 1 ? words.one : words.many}.`;
  if (added && !removed) return `Saved ${added.name}. ${count}`;
  if (removed && !added) return `Removed ${removed.name}. ${count}`;
  return before.length === after.length && !added ? '' : `Saved ${words.many} updated. ${count}`;
}

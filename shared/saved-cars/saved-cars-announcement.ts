import type { SavedCar } from './saved-car.ts';

/** What the bar's polite live region says after the saved list changed (empty when nothing did). */
export function savedCarsAnnouncement(
  before: readonly SavedCar[],
  after: readonly SavedCar[],
): string {
  const added = after.find((car) => !before.some((old) => old.id === car.id));
  const removed = before.find((car) => !after.some((now) => now.id === car.id));
  const count = `${after.length} saved ${after.length === 1 ? 'car' : 'cars'}.`;
  if (added && !removed) return `Saved ${added.name}. ${count}`;
  if (removed && !added) return `Removed ${removed.name}. ${count}`;
  return before.length === after.length && !added ? '' : `Saved cars updated. ${count}`;
}

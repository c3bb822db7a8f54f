import type { Car } from '#shared/inventory/car.ts';
import { describeOwner, type OwnedCars } from './car-owners.ts';
import type { FeedProblem } from './feed-problem.ts';
import type { AcceptedCar } from './validate-feed.ts';

const CLAIMED_FIELDS = ['id', 'stocknum', 'slug'] as const;

/**
 * A car another feed of the site (or the site's hand import) already has, by id, stock number
 * or page address, is a bad row of the import bringing it now (product rule 4.16): one car, one
 * owner, so one feed's pull never replaces another's car.
 */
export function findSiteClaims(
  accepted: readonly AcceptedCar[],
  kept: OwnedCars['kept'],
): FeedProblem[] {
  if (kept.length === 0) return [];
  const owners = new Map<string, string | undefined>();
  for (const { car, feed } of kept) {
    for (const field of CLAIMED_FIELDS) owners.set(claimKey(field, car), feed);
  }
  const problems: FeedProblem[] = [];
  for (const { car, line, row } of accepted) {
    for (const field of CLAIMED_FIELDS) {
      const key = claimKey(field, car);
      if (!owners.has(key)) continue;
      const owner = describeOwner(owners.get(key));
      problems.push({ line, row, field, message: `${car[field]} is already a car of ${owner}` });
      break;
    }
  }
  return problems;
}

function claimKey(field: (typeof CLAIMED_FIELDS)[number], car: Car): string {
  return `${field}\u0000${car[field]}`;
}

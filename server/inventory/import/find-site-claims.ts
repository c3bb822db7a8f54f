import type { Car } from '#shared/inventory/car.ts';
import { describeOwner, type OwnedCars } from './car-owners.ts';
import type { FieldProblem } from './feed-problem.ts';

const CLAIMED_FIELDS = ['id', 'stocknum', 'slug'] as const;

/**
 * A car another feed of the site (or the site's hand import) already has, by id, stock number
 * or page address, is a bad row of the import bringing it now (product rule 4.16): one car, one
 * owner, so one feed's pull never replaces another's car.
 */
export function siteClaimsCheck(kept: OwnedCars['kept']): (car: Car) => FieldProblem[] {
  const owners = new Map<string, string | undefined>();
  for (const { car, feed } of kept) {
    for (const field of CLAIMED_FIELDS) owners.set(claimKey(field, car), feed);
  }
  return (car) => {
    for (const field of CLAIMED_FIELDS) {
      const key = claimKey(field, car);
      if (owners.has(key)) {
        const owner = describeOwner(owners.get(key));
        return [{ field, message: `${car[field]} is already a car of ${owner}` }];
      }
    }
    return [];
  };
}

function claimKey(field: (typeof CLAIMED_FIELDS)[number], car: Car): string {
  return `${field}\u0000${car[field]}`;
}

// Which feed brought each of a site's cars (product rule 4.16): a feed's pull replaces its own
// cars and keeps the rest; `npm run import` (no feed) replaces the cars no feed brought. The
// inventory file lists each feed's car ids in `feed_cars`. A file written before feeds had ids
// (no `feed_cars`) belongs whole to the site's first feed, as one feed replaced everything then;
// cars of a feed the site no longer names belong to no feed.
import type { Car } from '#shared/inventory/car.ts';
import type { TenantInventoryFile } from '../tenant-inventory-files.server.ts';

/** The ids of the feeds the site names now, in tenant-file order. */
export type SiteFeeds = readonly string[];

export interface OwnedCars {
  /** The cars the importing owner brought: what its import replaces. */
  own: Car[];
  /** Every other car of the site, with the feed it belongs to (undefined: imported by hand). */
  kept: Array<{ car: Car; feed: string | undefined }>;
}

export function ownerOfCars(
  previous: Pick<TenantInventoryFile, 'cars' | 'feed_cars'> | undefined,
  siteFeeds: SiteFeeds,
): (car: Car) => string | undefined {
  if (!previous) return () => undefined;
  if (previous.feed_cars === undefined) return () => siteFeeds[0];
  const feedOf = new Map<number, string>();
  for (const [feed, ids] of Object.entries(previous.feed_cars)) {
    if (!siteFeeds.includes(feed)) continue;
    for (const id of ids) feedOf.set(id, feed);
  }
  return (car) => feedOf.get(car.id);
}

/** The site's cars split into the importing owner's (`feed`, or undefined for by hand) and the rest. */
export function splitByOwner(
  previous: Pick<TenantInventoryFile, 'cars' | 'feed_cars'> | undefined,
  siteFeeds: SiteFeeds,
  feed: string | undefined,
): OwnedCars {
  const ownerOf = ownerOfCars(previous, siteFeeds);
  const own: Car[] = [];
  const kept: OwnedCars['kept'] = [];
  for (const car of previous?.cars ?? []) {
    const owner = ownerOf(car);
    if (owner === feed) own.push(car);
    else kept.push({ car, feed: owner });
  }
  return { own, kept };
}

/** `feed_cars` after `feed`'s import of `imported`, beside the kept cars. */
export function feedCarsAfter(
  kept: OwnedCars['kept'],
  feed: string | undefined,
  imported: readonly Pick<Car, 'id'>[],
): Record<string, number[]> {
  const lists: Record<string, number[]> = {};
  const add = (owner: string | undefined, id: number) => {
    if (owner !== undefined) (lists[owner] ??= []).push(id);
  };
  for (const { car, feed: owner } of kept) add(owner, car.id);
  for (const car of imported) add(feed, car.id);
  return lists;
}

/** How a kept car is named in a bad row of another feed. */
export function describeOwner(feed: string | undefined): string {
  return feed === undefined ? "this site's cars imported by hand" : `this site's feed '${feed}'`;
}

// product rule 2.16: a site's stock as one channel's feed: the items, and every car left out
// with its reason. Each VIN once (both channels reject a repeated VIN): the first car keeps it.
import type { FeedRecord } from './channel-rules.ts';
import type { FeedCar } from './feed-car.ts';
import type { AdsChannel, FeedSite } from './feed-site.ts';
import { toGoogleItem } from './google-vehicle-item.ts';
import type { LeaveOutReason, LeftOutCar } from './leave-out-reasons.ts';
import { toMetaRow } from './meta-vehicle-row.ts';

export interface AdsFeed {
  channel: AdsChannel;
  items: FeedRecord[];
  left_out: LeftOutCar[];
}

export function buildAdsFeed(
  channel: AdsChannel,
  cars: Iterable<FeedCar>,
  site: FeedSite,
): AdsFeed {
  const items: FeedRecord[] = [];
  const leftOut: LeftOutCar[] = [];
  const vins = new Set<string>();
  for (const car of cars) {
    const result = channel === 'google' ? toGoogleItem(car, site) : toMetaRow(car, site);
    const item = 'item' in result ? result.item : 'row' in result ? result.row : undefined;
    if (!item) {
      leftOut.push({ car_id: car.id, stocknum: car.stocknum, ...result } as LeftOutCar);
      continue;
    }
    if (vins.has(car.vin)) {
      leftOut.push({ car_id: car.id, stocknum: car.stocknum, reason: 'duplicate-vin' });
      continue;
    }
    vins.add(car.vin);
    items.push(item);
  }
  return { channel, items, left_out: leftOut };
}

/** Cars left out per reason, for the check command and the docs. */
export function countLeftOut(
  feed: Pick<AdsFeed, 'left_out'>,
): Partial<Record<LeaveOutReason, number>> {
  const counts: Partial<Record<LeaveOutReason, number>> = {};
  for (const { reason } of feed.left_out) counts[reason] = (counts[reason] ?? 0) + 1;
  return counts;
}

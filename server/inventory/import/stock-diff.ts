// What an import changes in an owner's cars, remembering of the cars before only an id, a
// digest of the content and the stamp: cars new to the owner, changed (by the test that moves
// a car's sitemap lastmod, server/inventory/import/car-content.ts), and gone.
import crypto from 'node:crypto';
import type { Car } from '#shared/inventory/car.ts';
import { carContent } from './car-content.ts';

export interface StockDiff {
  /** The car with its `updated_at`: kept when unchanged since its last import, else `now`. */
  stamp(car: Car): Car;
  counts(): { added: number; updated: number; removed: number };
}

function contentDigest(car: Car): string {
  return crypto.createHash('sha1').update(carContent(car)).digest('base64');
}

export function stockDiff(previous: readonly Car[], now: Date): StockDiff {
  const before = new Map<number, { digest: string; updatedAt: string | undefined }>();
  for (const car of previous) {
    before.set(car.id, { digest: contentDigest(car), updatedAt: car.updated_at });
  }
  const stampNow = now.toISOString();
  const kept = new Set<number>();
  let added = 0;
  let updated = 0;
  return {
    stamp(car) {
      const old = before.get(car.id);
      if (!old) added += 1;
      else if (!kept.has(car.id)) kept.add(car.id);
      // A stored car without a stamp counts as changed, so it gets one.
      const same = old?.updatedAt !== undefined && old.digest === contentDigest(car);
      if (old && !same) updated += 1;
      return { ...car, updated_at: same ? old.updatedAt! : stampNow };
    },
    counts: () => ({ added, updated, removed: before.size - kept.size }),
  };
}

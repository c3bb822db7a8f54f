import { listInventoryTenants, readTenantInventory } from '../tenant-inventory-files.server.ts';
import type { FeedProblem } from './feed-problem.ts';
import type { AcceptedCar } from './validate-feed.ts';

/**
 * Car ids are the search index's primary key, shared by every dealer: a feed may
 * not reuse an id another tenant's car already has, or it would replace that car.
 */
export function findTakenIds(
  dataDir: string,
  tenantSlug: string,
  accepted: readonly AcceptedCar[],
): FeedProblem[] {
  const rowOf = new Map(accepted.map(({ car, line, row }) => [car.id, { line, row }]));
  const problems: FeedProblem[] = [];
  for (const other of listInventoryTenants(dataDir)) {
    if (other === tenantSlug) continue;
    for (const car of readTenantInventory(dataDir, other)?.cars ?? []) {
      const at = rowOf.get(car.id);
      if (at)
        problems.push({ ...at, field: 'id', message: `${car.id} is already a car of ${other}` });
    }
  }
  return problems.sort((a, b) => a.row - b.row);
}

import type { Car } from '#shared/inventory/car.ts';
import { listInventoryTenants, readTenantInventory } from '../tenant-inventory-files.server.ts';
import type { FieldProblem } from './feed-problem.ts';

/**
 * Car ids are the search index's primary key, shared by every dealer: a feed may not reuse
 * an id another tenant's car already has, or it would replace that car. Reads the other
 * tenants' stock once, keeping only their ids.
 */
export function takenIdsCheck(dataDir: string, tenantSlug: string): (car: Car) => FieldProblem[] {
  const ownerOf = new Map<number, string>();
  for (const other of listInventoryTenants(dataDir)) {
    if (other === tenantSlug) continue;
    for (const car of readTenantInventory(dataDir, other)?.cars ?? []) ownerOf.set(car.id, other);
  }
  return (car) => {
    const other = ownerOf.get(car.id);
    return other === undefined
      ? []
      : [{ field: 'id', message: `${car.id} is already a car of ${other}` }];
  };
}

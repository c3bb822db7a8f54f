import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { asCarDocument, type CarDocument } from '#server/search/cars-document.server.ts';
import { carValidators, describeSchemaErrors } from './import/car-validators.ts';
import { readTenantInventory, tenantInventoryPath } from './tenant-inventory-files.server.ts';

/**
 * The tenant's imported stock as index documents; none when it has no file yet.
 * Files are written by the importer, but are checked again: a hand-edited file
 * must not put a malformed or foreign car in front of shoppers.
 */
export function readTenantDocuments(dataDir: string, tenant: TenantConfig): CarDocument[] {
  const inventory = readTenantInventory(dataDir, tenant.slug);
  if (!inventory) return [];
  const { car: isCar } = carValidators();
  return inventory.cars.map((car, index) => {
    const problem = !isCar(car)
      ? describeSchemaErrors(isCar.errors)[0]
      : car.dealership_slug !== tenant.slug
        ? { field: 'dealership_slug', message: `is not ${tenant.slug}` }
        : undefined;
    if (problem) {
      const file = tenantInventoryPath(dataDir, tenant.slug);
      throw new Error(
        `${file}: cars[${index}].${problem.field} ${problem.message}; re-import the feed`,
      );
    }
    return asCarDocument(car, tenant.finance);
  });
}

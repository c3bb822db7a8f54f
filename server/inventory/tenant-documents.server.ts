import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { asCarDocument, type CarDocument } from '#server/search/cars-document.server.ts';
import { carValidators, describeSchemaErrors } from './import/car-validators.ts';
import {
  readStampedTenantInventory,
  tenantInventoryPath,
} from './tenant-inventory-files.server.ts';
import { recordStockChecked, wasStockChecked } from './checked-stock.server.ts';

/**
 * The tenant's imported stock as index documents; none when it has no file yet.
 * Files are written by the importer, but are checked again: a hand-edited file
 * must not put a malformed or foreign car in front of shoppers. A file unchanged since
 * it was last checked against the car schema is not checked car by car again
 * (checked-stock.server.ts); every car's owner is.
 */
export function readTenantDocuments(dataDir: string, tenant: TenantConfig): CarDocument[] {
  const read = readStampedTenantInventory(dataDir, tenant.slug);
  if (!read) return [];
  const checked = wasStockChecked(dataDir, tenant.slug, read.stamp);
  // Compiled only when some file is checked.
  const isCar = checked ? undefined : carValidators().car;
  const documents = read.inventory.cars.map((car, index) => {
    const problem =
      isCar && !isCar(car)
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
  if (!checked) recordStockChecked(dataDir, tenant.slug, read.stamp);
  return documents;
}

import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Car } from '#shared/inventory/car.ts';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import {
  listInventoryTenants,
  tenantInventoryPath,
} from '#server/inventory/tenant-inventory-files.server.ts';
import { demoCarsOf, makeTempDir, removeTempDirs, tenant } from './support.ts';

const bayside = tenant('bayside-mazda');

function writeStock(dataDir: string, cars: readonly unknown[]): string {
  const file = tenantInventoryPath(dataDir, bayside.slug);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stock = { tenant: bayside.slug, imported_at: '', source: 'test', count: cars.length, cars };
  fs.writeFileSync(file, JSON.stringify(stock));
  return file;
}

afterEach(removeTempDirs);

describe('reading a site’s stock file for its index', () => {
  it('refuses a hand-edited car with its file, car and field', () => {
    const dataDir = makeTempDir('stock-read');
    const [first, second] = demoCarsOf(bayside.slug) as [Car, Car];
    const file = writeStock(dataDir, [first, { ...second, year: 'soon' }]);
    expect(() => readTenantDocuments(dataDir, bayside)).toThrow(
      `${file}: cars[1].year must be integer (got "soon"); re-import the feed`,
    );
  });

  it('checks a file again once anything changed it, even with its size and time put back', () => {
    const dataDir = makeTempDir('stock-read');
    const [first] = demoCarsOf(bayside.slug) as [Car];
    const file = writeStock(dataDir, [{ ...first, year: 2021 }]);
    expect(readTenantDocuments(dataDir, bayside).map((car) => car.year)).toEqual([2021]);
    // Read again unchanged: the same documents, from the record of the first check.
    expect(readTenantDocuments(dataDir, bayside).map((car) => car.year)).toEqual([2021]);
    const { atime, mtime } = fs.statSync(file);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"year":2021', '"year":"20"'));
    fs.utimesSync(file, atime, mtime);
    expect(() => readTenantDocuments(dataDir, bayside)).toThrow(/cars\[0\]\.year must be integer/);
  });

  it('keeps its record of checked files where the inventory folder’s readers pass over it', () => {
    const dataDir = makeTempDir('stock-read');
    const [first] = demoCarsOf(bayside.slug) as [Car];
    writeStock(dataDir, [first]);
    readTenantDocuments(dataDir, bayside);
    expect(fs.readdirSync(path.join(dataDir, 'inventory', '.checked'))).toEqual([bayside.slug]);
    expect(listInventoryTenants(dataDir)).toEqual([bayside.slug]);
  });
});

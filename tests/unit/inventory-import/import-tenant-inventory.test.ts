import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Car } from '#shared/inventory/car.ts';
import { takenIdsCheck } from '#server/inventory/import/find-taken-ids.ts';
import {
  importTenantFeed,
  importTenantRecords,
  type ImportOptions,
} from '#server/inventory/import/import-tenant-inventory.server.ts';
import {
  readTenantInventory,
  tenantInventoryPath,
} from '#server/inventory/tenant-inventory-files.server.ts';
import {
  asRecords,
  baysideRow,
  demoCarsOf,
  feedErrorOf,
  makeTempDir,
  NOW,
  removeTempDirs,
  tenant,
} from './support.ts';

afterEach(removeTempDirs);

const LATER = new Date('2025-04-10T12:00:00.000Z');

/** Imported cars carry the import's time as updated_at (first import: every car is new). */
function stamped<T extends object>(cars: T[]): Array<T & { updated_at: string }> {
  return cars.map((car) => ({ ...car, updated_at: NOW.toISOString() }));
}

function options(dataDir: string, overrides: Partial<ImportOptions> = {}): ImportOptions {
  return { dataDir, tenant: tenant('bayside-mazda'), now: NOW, ...overrides };
}

function writeFeed(dir: string, name: string, rows: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(rows, null, 2));
  return file;
}

const ROW_A = baysideRow({ id: 900_001, stocknum: 'BM100' });
const ROW_B = baysideRow({ id: 900_002, stocknum: 'BM101', model: 'CX-3' });

describe('importTenantFeed', () => {
  it('writes the tenant’s inventory file and says what it did', async () => {
    const dataDir = makeTempDir('import-data');
    const feed = writeFeed(makeTempDir('import-feed'), 'bayside.json', [ROW_A, ROW_B]);

    const summary = await importTenantFeed(feed, options(dataDir));

    const file = path.join(dataDir, 'inventory', 'bayside-mazda.json');
    expect(summary).toEqual({
      tenant: 'bayside-mazda',
      source: 'bayside.json',
      count: 2,
      previousCount: 0,
      file,
    });
    const written = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(written).toMatchObject({
      tenant: 'bayside-mazda',
      imported_at: '2025-03-01T09:30:00.000Z',
      source: 'bayside.json',
      count: 2,
    });
    expect(written.cars.map((car: Car) => [car.id, car.slug, car.location_name])).toEqual([
      [900_001, '2021-mazda-cx-5-bm100', 'Bayside Mazda'],
      [900_002, '2021-mazda-cx-3-bm101', 'Bayside Mazda'],
    ]);
    // Written through a temporary file that is renamed into place.
    expect(fs.readdirSync(path.join(dataDir, 'inventory'))).toEqual(['bayside-mazda.json']);
  });

  it('imports a CSV feed the same way', async () => {
    const dataDir = makeTempDir('import-data');
    const feed = path.join(makeTempDir('import-feed'), 'bayside.csv');
    fs.writeFileSync(
      feed,
      'id,stocknum,year,make,model,price,price_type,car_type,status,km,location_id,features\n' +
        '900001,BM100,2021,Mazda,CX-5,32990,Drive Away,used,in_stock,41250,4101,Sunroof|Tow bar\n',
    );
    const summary = await importTenantFeed(feed, options(dataDir));
    expect([summary.source, summary.count]).toEqual(['bayside.csv', 1]);
    expect(readTenantInventory(dataDir, 'bayside-mazda')?.cars[0]?.features).toEqual([
      'Sunroof',
      'Tow bar',
    ]);
  });

  it('keeps created_at of cars seen before on a second import; new cars are created now', async () => {
    const dataDir = makeTempDir('import-data');
    const feedDir = makeTempDir('import-feed');
    await importTenantFeed(writeFeed(feedDir, 'first.json', [ROW_A, ROW_B]), options(dataDir));

    const rowC = baysideRow({ id: 900_003, stocknum: 'BM102' });
    const second = await importTenantFeed(
      writeFeed(feedDir, 'second.json', [{ ...ROW_B, price: 28_990 }, rowC]),
      options(dataDir, { now: LATER }),
    );

    expect([second.count, second.previousCount]).toEqual([2, 2]);
    const inventory = readTenantInventory(dataDir, 'bayside-mazda');
    expect(inventory?.imported_at).toBe('2025-04-10T12:00:00.000Z');
    expect(inventory?.cars.map((car) => [car.id, car.price, car.created_at])).toEqual([
      [900_002, 28_990, '2025-03-01T09:30:00.000Z'],
      [900_003, 32_990, '2025-04-10T12:00:00.000Z'],
    ]);
  });

  it('lets a row’s own created_at win over the previous import', async () => {
    const dataDir = makeTempDir('import-data');
    await importTenantRecords(asRecords([ROW_A]), 'first.json', options(dataDir));
    await importTenantRecords(
      asRecords([{ ...ROW_A, created_at: '2024-12-24T00:45:00.000Z' }]),
      'second.json',
      options(dataDir, { now: LATER }),
    );
    expect(readTenantInventory(dataDir, 'bayside-mazda')?.cars[0]?.created_at).toBe(
      '2024-12-24T00:45:00.000Z',
    );
  });
});

describe('importTenantRecords: nothing is written on any problem', () => {
  it('leaves the previous file byte for byte when one row is bad', async () => {
    const dataDir = makeTempDir('import-data');
    await importTenantRecords(asRecords([ROW_A, ROW_B]), 'first.json', options(dataDir));
    const file = tenantInventoryPath(dataDir, 'bayside-mazda');
    const before = fs.readFileSync(file);

    const error = await feedErrorOf(() =>
      importTenantRecords(
        asRecords([
          ROW_A,
          { ...ROW_B, price_type: 'POA' },
          baysideRow({ id: 900_003, stocknum: 'X' }),
        ]),
        'second.json',
        options(dataDir, { now: LATER }),
      ),
    );

    expect(error.message).toBe('second.json: 1 problem(s), nothing imported');
    expect(error.problems).toEqual([
      {
        line: 3,
        row: 2,
        field: 'price_type',
        message:
          'must be one of Drive Away, Excl. Government Charges, Estimated Drive Away, Price on application (got "POA")',
      },
    ]);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['bayside-mazda.json']);
  });

  it('creates no file for a first import with a bad row', async () => {
    const dataDir = makeTempDir('import-data');
    const feed = writeFeed(makeTempDir('import-feed'), 'bayside.json', [
      ROW_A,
      { ...ROW_B, location_id: 1101 },
    ]);
    const error = await feedErrorOf(() => importTenantFeed(feed, options(dataDir)));
    expect(error.file).toBe('bayside.json');
    expect(error.problems).toEqual([
      {
        line: 15,
        row: 2,
        field: 'location_id',
        message: "1101 is not one of bayside-mazda's locations (4101)",
      },
    ]);
    expect(fs.existsSync(tenantInventoryPath(dataDir, 'bayside-mazda'))).toBe(false);
  });

  it('refuses a row whose id is already a car in another tenant’s file', async () => {
    const dataDir = makeTempDir('import-data');
    const coastalCars = demoCarsOf('coastal-used-cars');
    await importTenantRecords(
      asRecords(coastalCars),
      'demo',
      options(dataDir, {
        tenant: tenant('coastal-used-cars'),
      }),
    );
    const takenId = coastalCars[1]!.id;

    const error = await feedErrorOf(() =>
      importTenantRecords(
        asRecords([ROW_A, baysideRow({ id: takenId, stocknum: 'BM200' })]),
        'bayside.json',
        options(dataDir),
      ),
    );

    expect(error.problems).toEqual([
      { line: 3, row: 2, field: 'id', message: `${takenId} is already a car of coastal-used-cars` },
    ]);
    expect(fs.existsSync(tenantInventoryPath(dataDir, 'bayside-mazda'))).toBe(false);
    expect(readTenantInventory(dataDir, 'coastal-used-cars')?.cars).toEqual(stamped(coastalCars));
  });

  it('sorts problems of the feed and taken ids by row', async () => {
    const dataDir = makeTempDir('import-data');
    await importTenantRecords(asRecords([ROW_A]), 'bayside.json', options(dataDir));
    const error = await feedErrorOf(() =>
      importTenantRecords(
        asRecords([
          baysideRow({ id: 1101, stocknum: 'H1', location_id: 1101 }),
          { ...ROW_A, stocknum: 'H2', location_id: 1102 },
          baysideRow({ id: 1103, stocknum: 'H3', km: -5, location_id: 1103 }),
        ]),
        'harbour.json',
        options(dataDir, { tenant: tenant('harbour-city-motors') }),
      ),
    );
    expect(error.problems.map(({ row, field, message }) => [row, field, message])).toEqual([
      [2, 'id', '900001 is already a car of bayside-mazda'],
      [3, 'km', 'must be >= 0 (got -5)'],
    ]);
  });

  it('refuses an empty feed, which would remove all stock, unless allowed', async () => {
    const dataDir = makeTempDir('import-data');
    await importTenantRecords(asRecords([ROW_A, ROW_B]), 'first.json', options(dataDir));
    const file = tenantInventoryPath(dataDir, 'bayside-mazda');
    const before = fs.readFileSync(file);
    const empty = writeFeed(makeTempDir('import-feed'), 'empty.json', { cars: [] });

    const error = await feedErrorOf(() => importTenantFeed(empty, options(dataDir)));
    expect(error.message).toBe(
      "empty.json: has no rows; importing it would remove all of bayside-mazda's stock (allow it explicitly to do that)",
    );
    expect(error.problems).toEqual([]);
    expect(fs.readFileSync(file).equals(before)).toBe(true);

    const summary = await importTenantFeed(empty, options(dataDir, { allowEmpty: true }));
    expect([summary.count, summary.previousCount]).toEqual([0, 2]);
    expect(readTenantInventory(dataDir, 'bayside-mazda')).toMatchObject({ count: 0, cars: [] });
  });
});

describe('importTenantRecords: demo stock', () => {
  it('stores every tenant’s demo cars unchanged and reports progress by phase', async () => {
    const dataDir = makeTempDir('import-data');
    for (const slug of ['bayside-mazda', 'harbour-city-motors', 'southern-cross-trucks']) {
      const cars = demoCarsOf(slug);
      const phases: string[] = [];
      await importTenantRecords(asRecords(cars), 'demo', {
        ...options(dataDir, { tenant: tenant(slug) }),
        onProgress: (phase, done, total) => phases.push(`${phase} ${done}/${total}`),
      });
      expect(readTenantInventory(dataDir, slug)?.cars).toEqual(stamped(cars));
      expect(phases).toEqual([
        `validating ${cars.length}/${cars.length}`,
        'writing 0/1',
        'writing 1/1',
      ]);
    }
    expect(fs.readdirSync(path.join(dataDir, 'inventory')).sort()).toEqual([
      'bayside-mazda.json',
      'harbour-city-motors.json',
      'southern-cross-trucks.json',
    ]);
  });
});

describe('takenIdsCheck', () => {
  it('ignores the tenant’s own file and names the owner of each taken id', async () => {
    const dataDir = makeTempDir('import-data');
    const bayside = demoCarsOf('bayside-mazda');
    const trucks = demoCarsOf('southern-cross-trucks');
    await importTenantRecords(asRecords(bayside), 'demo', options(dataDir));
    await importTenantRecords(
      asRecords(trucks),
      'demo',
      options(dataDir, {
        tenant: tenant('southern-cross-trucks'),
      }),
    );
    const taken = takenIdsCheck(dataDir, 'bayside-mazda');
    expect(taken(trucks[0]!)).toEqual([
      { field: 'id', message: `${trucks[0]!.id} is already a car of southern-cross-trucks` },
    ]);
    expect(taken(bayside[0]!)).toEqual([]);
    expect(taken({ ...bayside[0]!, id: 1 })).toEqual([]);
    expect(takenIdsCheck(makeTempDir('empty-data'), 'bayside-mazda')(trucks[0]!)).toEqual([]);
  });
});

// Two platform instances on one fresh Postgres database (each its own data folder and embedded
// index) hear each other through LISTEN/NOTIFY: a reservation and its release made through one
// reach the other's index, and an import seen by one makes the other load that stock again.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tenantInventoryPath } from '#server/inventory/tenant-inventory-files.server.ts';
import {
  createThrowawayPostgres,
  whyPostgresIsUnavailable,
  type ThrowawayPostgres,
} from '../support/test-databases.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { withinSeconds } from '../support/within-seconds.ts';

const skip = await whyPostgresIsUnavailable();
type Platform = Awaited<ReturnType<typeof createTestPlatform>>;

describe.skipIf(skip)('instances in step on one Postgres', () => {
  let postgres: ThrowawayPostgres;
  let a: Platform;
  let b: Platform;
  const bLog: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    postgres = await createThrowawayPostgres();
    a = await createTestPlatform({ DATABASE_URL: postgres.url }, { inventoryCount: 100 });
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          bLog.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    b = await createTestPlatform({ DATABASE_URL: postgres.url }, { inventoryCount: 100, logger });
  });
  afterAll(async () => {
    await a?.cleanup();
    await b?.cleanup();
    await postgres?.drop();
  });

  /** The search scope of a site showing one dealer's cars. */
  const dealerScope = (slug: string) => ({ scope_filter: `dealership_slug = "${slug}"` });

  async function reservedOn(platform: Platform, id: number) {
    const [car] = await platform.search.documents({
      filter: `id = ${id}`,
      fields: ['id', 'reserved'],
      limit: 1,
      offset: 0,
    });
    return car?.reserved === true;
  }

  test('a reservation and its release through one instance reach the other', async () => {
    const [car] = await b.search.documents({
      filter: 'reserved != true AND sold != true',
      fields: ['id', 'dealership_slug'],
      limit: 1,
      offset: 0,
    });
    const id = Number(car!.id);
    const site = dealerScope(String(car!.dealership_slug));
    const versionBefore = b.search.stockVersion(site);
    await a.search.setReserved([{ id, reserved: true }]);
    await withinSeconds(5, async () => expect(await reservedOn(b, id)).toBe(true));
    // Its pages cached before the reservation are not served again.
    expect(b.search.stockVersion(site)).not.toBe(versionBefore);
    await a.search.setReserved([{ id, reserved: false }]);
    await withinSeconds(5, async () => expect(await reservedOn(b, id)).toBe(false));
  });

  test("an import seen by one instance makes the other load that site's stock again", async () => {
    const slug = 'bayside-mazda';
    const file = tenantInventoryPath(a.env.DATA_DIR, slug);
    const versionBefore = b.search.stockVersion(dealerScope(slug));
    const otherBefore = b.search.stockVersion(dealerScope('coastal-used-cars'));
    // An import renames a whole new file into place.
    fs.copyFileSync(file, `${file}.new`);
    fs.renameSync(`${file}.new`, file);
    await withinSeconds(5, async () => {
      expect(bLog.some((line) => line.tenant === slug && line.msg === 'inventory reloaded')).toBe(
        true,
      );
    });
    expect(b.search.stockVersion(dealerScope(slug))).not.toBe(versionBefore);
    // Another dealer's site keeps what it cached.
    expect(b.search.stockVersion(dealerScope('coastal-used-cars'))).toBe(otherBefore);
    expect(path.dirname(file)).not.toBe(path.dirname(tenantInventoryPath(b.env.DATA_DIR, slug)));
  });
});

// The start-up's stock reading on a worker thread (server/inventory/stock-reading.server.ts)
// gives what reading in this thread gives, site by site, and fails the same way.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eachTenantDocuments } from '#server/inventory/stock-reading.server.ts';
import { tenantInventoryPath } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { makeDataDir } from '../support/test-platform.ts';

const tenants = loadTenants(repoPath('tenants'));
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir(300);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function collect(thread: boolean, dir = dataDir): Promise<CarDocument[][]> {
  const sites: CarDocument[][] = [];
  for await (const documents of eachTenantDocuments(dir, tenants, { thread })) {
    sites.push(documents);
  }
  return sites;
}

describe('stock read on a worker thread', () => {
  test('gives every site its own documents, in the sites’ order, as this thread reads them', async () => {
    const here = await collect(false);
    const there = await collect(true);
    expect(there).toEqual(here);
    expect(there.flat().length).toBe(300);
    there.forEach((documents, index) => {
      for (const car of documents) expect(car.dealership_slug).toBe(tenants[index]!.slug);
    });
  });

  test('a site without a stock file gives no cars', async () => {
    const empty = await makeDataDir(0);
    try {
      const sites = await collect(true, empty);
      expect(sites.map((documents) => documents.length)).toEqual(tenants.map(() => 0));
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });

  test("a car that fails its check stops the reading with that car's file, index and field", async () => {
    const broken = await makeDataDir(100);
    try {
      const victim = tenants[2]!.slug;
      const file = tenantInventoryPath(broken, victim);
      const inventory = JSON.parse(fs.readFileSync(file, 'utf8'));
      inventory.cars[1].dealership_slug = tenants[0]!.slug;
      fs.writeFileSync(file, JSON.stringify(inventory));
      const expected = `${file}: cars[1].dealership_slug is not ${victim}; re-import the feed`;
      await expect(collect(false, broken)).rejects.toThrow(expected);
      await expect(collect(true, broken)).rejects.toThrow(expected);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  test('stopping early ends the thread and leaves nothing pending', async () => {
    let seen = 0;
    for await (const documents of eachTenantDocuments(dataDir, tenants, { thread: true })) {
      seen += documents.length;
      break;
    }
    expect(seen).toBeGreaterThan(0);
  });
});

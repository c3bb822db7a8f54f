// Shared fixtures for the inventory importer tests: the real tenants, demo cars and
// throw-away data folders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Car } from '#shared/inventory/car.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import type { FeedRow } from '#server/inventory/import/complete-car.ts';
import type { FeedRecord } from '#server/inventory/import/feed-record.ts';
import { FeedError } from '#server/inventory/import/feed-problem.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';

export const NOW = new Date('2025-03-01T09:30:00.000Z');

const TENANTS = loadTenants(repoPath('tenants'));

export function tenant(slug: string): TenantConfig {
  const found = TENANTS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no tenant ${slug}`);
  return structuredClone(found);
}

let demoCars: Car[] | undefined;

/** The first few deterministic demo cars of a tenant (every tenant has at least two). */
export function demoCarsOf(slug: string): Car[] {
  demoCars ??= generateDemoCars({ now: new Date('2025-01-01T00:00:00.000Z'), count: 40 });
  return structuredClone(demoCars.filter((car) => car.dealership_slug === slug));
}

/** The least a Bayside Mazda feed row must carry. */
export function baysideRow(overrides: Partial<FeedRow> = {}): FeedRow {
  return {
    id: 900_001,
    stocknum: 'BM100',
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    price: 32_990,
    price_type: 'Drive Away',
    car_type: 'used',
    status: 'in_stock',
    km: 41_250,
    location_id: 4101,
    ...overrides,
  };
}

/** Rows as a reader would hand them over: consecutive rows, one per line from line 2. */
export function asRecords(values: readonly unknown[]): FeedRecord[] {
  return values.map((value, index) => ({ line: index + 2, row: index + 1, value }));
}

const tempDirs: string[] = [];

export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** The FeedError a call throws (fails the test when it throws nothing or something else). */
export async function feedErrorOf(run: () => unknown): Promise<FeedError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof FeedError) return error;
    throw error;
  }
  throw new Error('expected a FeedError, nothing was thrown');
}

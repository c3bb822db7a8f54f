import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { pino, type Logger } from 'pino';
import { parseEnv, type Env } from '#server/env.server.ts';
import { createPlatform } from '#server/platform.server.ts';
import { seedDemoInventory } from '../../scripts/demo-inventory.ts';
import { seedPGlite } from './test-databases.ts';

export const DEMO_SLUGS = [
  'harbour-city-motors',
  'coastal-used-cars',
  'southern-cross-trucks',
  'bayside-mazda',
  'high-country-rv-moto',
] as const;

/** A temporary data folder seeded with a small deterministic inventory. */
export async function makeDataDir(count = 600, photos = false): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-test-'));
  await seedDemoInventory({ dataDir: dir, count, now: new Date(), photos });
  return dir;
}

/**
 * A data folder for a server process: the inventory and the migrated embedded database a
 * restart finds, so the server skips making one (a first start's work, tested on its own,
 * which costs every browser test file a database created from nothing).
 */
export async function makeServerDataDir(count?: number): Promise<string> {
  const dir = await makeDataDir(count);
  await seedPGlite(dir);
  return dir;
}

export interface TestPlatformOptions {
  /** Demo cars across all tenants (default 600; the demo server has 3200). */
  inventoryCount?: number;
  /** The demo cars' pictures as photos (DEMO_PHOTOS) instead of drawings. */
  photos?: boolean;
  /** Where the platform logs (default: nowhere). */
  logger?: Logger;
  /**
   * Resolve before every site's stock is in search (default: after, so a test's direct reads
   * of the index see it all).
   */
  whileStockLoads?: boolean;
}

/** The real app, built the way server/index.ts builds it, with a throwaway data folder. */
export async function createTestPlatform(
  overrides: Record<string, string> = {},
  options: TestPlatformOptions = {},
) {
  const dataDir = await makeDataDir(options.inventoryCount, options.photos);
  if (!overrides.DATABASE_URL) await seedPGlite(dataDir);
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Every supertest request comes from one address; rate-limit tests set their own.
    RATE_LIMIT_IP_PER_MINUTE: '1000000',
    RATE_LIMIT_TENANT_PER_MINUTE: '1000000',
    // A captcha a test solves in a few milliseconds.
    ALTCHA_MAX_NUMBER: '1000',
    // Production needs SMTP_URL or this choice (docs/operations.md).
    ...(overrides.SMTP_URL ? {} : { LEAD_EMAIL: 'files' }),
    ...overrides,
  });
  const platform = await createPlatform(env, options.logger ?? pino({ level: 'silent' }), {
    ...process.env,
    ...overrides,
  });
  if (!options.whileStockLoads) {
    await platform.stockLoaded.catch(async (error: unknown) => {
      await platform.close();
      throw error;
    });
  }
  return {
    ...platform,
    env,
    async cleanup() {
      await platform.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof createTestPlatform>>;

export interface PlatformFixture {
  /** The app and loaded tenants; available once the file's beforeAll has run. */
  readonly current: TestPlatform;
  tenant(slug: string): TestPlatform['tenants'][number];
}

/** Registers beforeAll/afterAll that build one test platform for the whole test file. */
export function useTestPlatform(
  overrides: Record<string, string> = {},
  options: TestPlatformOptions = {},
): PlatformFixture {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await createTestPlatform(overrides, options);
  });
  afterAll(() => platform?.cleanup());
  const fixture: PlatformFixture = {
    get current() {
      if (!platform) throw new Error('test platform used before beforeAll ran');
      return platform;
    },
    tenant(slug) {
      const tenant = fixture.current.tenants.find((candidate) => candidate.slug === slug);
      if (!tenant) throw new Error(`no demo tenant ${slug}`);
      return tenant;
    },
  };
  return fixture;
}

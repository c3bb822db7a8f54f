import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server-process.ts';
import { makeServerDataDir } from '../../support/test-platform.ts';

export interface E2eEnvironment {
  server: RunningServer;
  browser: Browser;
  /** `http://<slug>.localhost:<port>` of the running server. */
  origin(slug: string): string;
  /** The server's DATA_DIR (lead emails land in its mail-pickup folder: no SMTP_URL). */
  dataDir: string;
}

/**
 * Registers beforeAll/afterAll hooks that start the production server on a
 * seeded data folder and a headless Chromium; the returned object is filled in
 * once the hooks have run.
 */
export function useE2eEnvironment(inventorySize = 1200): E2eEnvironment {
  let dataDir = '';
  const environment = {
    origin: (slug: string) => `http://${slug}.localhost:${environment.server.port}`,
  } as E2eEnvironment;
  beforeAll(async () => {
    dataDir = await makeServerDataDir(inventorySize);
    environment.dataDir = dataDir;
    [environment.server, environment.browser] = await Promise.all([
      startServer({ DATA_DIR: dataDir }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await environment.browser?.close();
    await environment.server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return environment;
}

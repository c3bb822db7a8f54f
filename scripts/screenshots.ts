// `npm run screenshots -- [--out DIR] [--site SLUG]`: the production build of every demo site,
// photographed as a shopper sees it: home, listing, a car page, a form page and, where the
// site reserves online, the reserve page, at 390x844 (phone) and 1440x900 (desktop). Prints
// the folder of PNG files; look at them before calling a visual change done.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'puppeteer-core';
import { buildClient, MANIFEST_FILE } from '../esbuild.config.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startServer } from '../tests/e2e/support/server-process.ts';
import { seedDemoInventory } from './demo-inventory.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    site: { type: 'string', multiple: true },
  },
});
const out = values.out ?? fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-'));
fs.mkdirSync(out, { recursive: true });

// The production bundle, as shoppers get it (minified, fresh).
await buildClient({ minify: true });
if (!fs.existsSync(MANIFEST_FILE)) throw new Error('the client build wrote no manifest');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));
await seedDemoInventory({ dataDir, count: 1200, now: new Date() });
const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
const tenants = loadTenants(repoPath('tenants')).filter(
  (tenant) => !values.site || values.site.includes(tenant.slug),
);

/** The pages to photograph on one site, found the way a shopper finds them. */
async function pagesOf(page: Page, origin: string, listingPath: string) {
  await page.goto(`${origin}${listingPath}`, { waitUntil: 'networkidle0' });
  // Page functions stay anonymous: tsx would name them with a helper the page lacks.
  const hrefOf = (selector: string) =>
    page.$eval(selector, (a) => a.getAttribute('href')).catch(() => null);
  const links = {
    car: await hrefOf('.listing-hits article a[href^="/cars/"]'),
    reserve: await hrefOf(
      '.listing-hits article a[href$="/checkout"], .listing-hits article a[href$="/buy-online"]',
    ),
  };
  return [
    ['home', '/'],
    ['listing', listingPath],
    ...(links.car ? [['car', links.car]] : []),
    ['form', '/contact'],
    ...(links.reserve ? [['reserve', links.reserve]] : []),
  ] as Array<[string, string]>;
}

try {
  const page = await browser.newPage();
  for (const tenant of tenants) {
    const origin = `http://${tenant.slug}.localhost:${server.port}`;
    for (const [name, pagePath] of await pagesOf(page, origin, tenant.search.listing_path)) {
      for (const viewport of VIEWPORTS) {
        await page.setViewport({ width: viewport.width, height: viewport.height });
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle0' });
        const file = path.join(out, `${tenant.slug}-${name}-${viewport.name}.png`);
        await page.screenshot({ path: file });
      }
    }
    console.log(`${tenant.slug}: done`);
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(`screenshots in ${out}`);

// The running server keeps in step with its TENANTS_DIR (real files in a temporary folder):
// a changed site file shows within seconds, a new one starts answering, a removed one is a
// plain 404 (its cars leave search, its leads stay), and a broken or clashing one is refused
// and logged while every site keeps serving its last good version. A content page edited
// alone and a feed named or dropped by a site file apply the same way.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { feedInboxDir } from '#server/inventory/feeds/read-feed-file.server.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { cloneSite, copyDemoSites, readSite, writeSite } from '../support/site-folder.ts';
import { withinSeconds } from '../support/within-seconds.ts';

const logLines: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

let dir: string;
let platform: Awaited<ReturnType<typeof createTestPlatform>>;
beforeAll(async () => {
  dir = copyDemoSites();
  platform = await createTestPlatform({ TENANTS_DIR: dir }, { inventoryCount: 100, logger });
});
afterAll(async () => {
  await platform?.cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const home = (host: string) => request(platform.app).get('/').set('Host', host);

/** How many cars of a site search holds (the engine itself, whatever hostname answers). */
async function carsInSearch(slug: string) {
  const { results } = await platform.search.multiSearch([
    { indexUid: 'cars', q: '', filter: `dealership_slug = "${slug}"`, hitsPerPage: 1, page: 1 },
  ]);
  return results[0]!.totalHits;
}

async function refusal(file: string) {
  let line: Record<string, unknown> | undefined;
  await withinSeconds(5, async () => {
    line = logLines.find((entry) => entry.file === `${path.basename(dir)}/${file}`);
    expect(line).toBeDefined();
  });
  return line!;
}

test('a changed site file shows without a restart; pages cached before are not served', async () => {
  const first = await home('coastal-used-cars.localhost');
  expect(first.status).toBe(200);
  const doc = readSite(dir, 'coastal-used-cars');
  doc.seo.title = 'Coastal Used Cars | Changed While Running';
  writeSite(dir, 'coastal-used-cars', doc);
  await withinSeconds(5, async () => {
    expect((await home('coastal-used-cars.localhost')).text).toContain('Changed While Running');
  });
});

test('a file that is not JSON or fails the schema is refused and logged; the site keeps serving', async () => {
  fs.writeFileSync(path.join(dir, 'bayside-mazda.json'), '{"slug": "bayside-ma');
  expect(await refusal('bayside-mazda.json')).toMatchObject({
    pointer: '/',
    reason: expect.stringMatching(/^is not valid JSON/),
    level: 40,
  });
  expect((await home('bayside-mazda.localhost')).status).toBe(200);

  const doc = readSite(dir, 'harbour-city-motors');
  doc.dealership.email = 'not an email';
  writeSite(dir, 'harbour-city-motors', doc);
  expect(await refusal('harbour-city-motors.json')).toMatchObject({
    pointer: '/dealership/email',
    reason: 'must match format "email" (format)',
  });
  const page = await home('harbour-city-motors.localhost');
  expect(page.status).toBe(200);
  expect(page.text).not.toContain('not an email');
});

test('a new site answers at its hostnames with an empty stock; a clashing one is refused', async () => {
  writeSite(dir, 'acme-motors', cloneSite(dir, 'southern-cross-trucks', 'acme-motors'));
  await withinSeconds(5, async () =>
    expect((await home('acme-motors.localhost')).status).toBe(200),
  );
  await platform.inventorySettled();
  const search = await request(platform.app)
    .post('/api/search/multi-search')
    .set('Host', 'acme-motors.localhost')
    .send({ queries: [{ indexUid: 'cars', q: '', hitsPerPage: 10, page: 1 }] });
  expect(search.status).toBe(200);
  expect(search.body.results[0].totalHits).toBe(0);

  const clashing = cloneSite(dir, 'southern-cross-trucks', 'copycat', [
    'copycat.localhost',
    'acme-motors.localhost',
  ]);
  writeSite(dir, 'copycat', clashing);
  expect(await refusal('copycat.json')).toMatchObject({
    pointer: '/hostnames/1',
    reason: expect.stringContaining('is already used by'),
  });
  expect((await home('copycat.localhost')).status).toBe(404);
  expect((await home('acme-motors.localhost')).text).toContain('acme-motors');
});

test("editing only a content page's Markdown shows without touching the site file", async () => {
  const page = () => request(platform.app).get('/faqs').set('Host', 'coastal-used-cars.localhost');
  expect((await page()).status).toBe(200);
  const file = path.join(dir, 'content', 'coastal-used-cars', 'faqs.md');
  fs.appendFileSync(
    file,
    '\n## Edited while running\n\nThis answer was added to the Markdown alone.\n',
  );
  await withinSeconds(5, async () => expect((await page()).text).toContain('Edited while running'));
});

test('a feed named in a new site file is pulled, and stops when the file no longer names it', async () => {
  const doc = cloneSite(dir, 'southern-cross-trucks', 'feed-motors');
  doc.feeds = [{ inbox: 'stock.csv', format: 'csv', interval_minutes: 1440 }];
  writeSite(dir, 'feed-motors', doc);
  await withinSeconds(5, async () => expect(platform.feeds.sites).toContain('feed-motors'));
  const inbox = feedInboxDir(platform.env.DATA_DIR, 'feed-motors');
  fs.mkdirSync(inbox, { recursive: true });
  const location = doc.locations[0].id;
  fs.writeFileSync(
    path.join(inbox, 'stock.csv'),
    [
      'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id',
      ...[1, 2, 3].map(
        (n) => `95000${n},FM-${n},2021,Isuzu,D-Max,9000,44990,Drive Away,used,in_stock,${location}`,
      ),
    ].join('\n') + '\n',
  );
  // The drop folder's settle time (2 s), the import, then the reload into search.
  const deadline = Date.now() + 15_000;
  while ((await carsInSearch('feed-motors')) !== 3) {
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  delete doc.feeds;
  writeSite(dir, 'feed-motors', doc);
  await withinSeconds(5, async () => expect(platform.feeds.sites).not.toContain('feed-motors'));
  expect((await home('feed-motors.localhost')).status).toBe(200);
});

test('a removed site file takes the site down with a plain 404; the others serve on', async () => {
  const leads = new LeadApiClient(platform.app, platform.database);
  const captcha = await leads.solveCaptcha('high-country-rv-moto', 'subscribe');
  const lead = await leads.create('high-country-rv-moto', {
    form: 'subscribe',
    fields: {
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0412 345 678',
      terms_conditions: 'true',
    },
    captcha,
  });
  expect(lead.status, JSON.stringify(lead.body)).toBe(201);
  const deliveries = (await leads.deliveries(lead.body.lead_id)).length;
  expect(await carsInSearch('high-country-rv-moto')).toBeGreaterThan(0);
  fs.rmSync(path.join(dir, 'high-country-rv-moto.json'));
  await withinSeconds(5, async () => {
    const gone = await home('high-country-rv-moto.localhost');
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Site not found');
  });
  expect((await home('southern-cross-trucks.localhost')).status).toBe(200);
  expect(platform.sites.current().tenants.map((tenant) => tenant.slug)).not.toContain(
    'high-country-rv-moto',
  );
  // Its cars leave search; its leads and their deliveries stay in the store.
  await platform.inventorySettled();
  expect(await carsInSearch('high-country-rv-moto')).toBe(0);
  expect((await leads.lead(lead.body.lead_id)).tenant_slug).toBe('high-country-rv-moto');
  expect(await leads.deliveries(lead.body.lead_id)).toHaveLength(deliveries);
});

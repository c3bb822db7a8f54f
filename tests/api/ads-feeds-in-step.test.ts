// The ads feeds follow the stock (product rule 2.16): a paid deposit (the real reserve flow on
// the Stripe stand-in) takes the car out of both feeds on the next fetch, and an import
// changes them as soon as the pages see it; a car the import brings with bad data is left out
// with its reason, and dealer text with markup, emoji and quotes still parses back.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AdsChannel } from '#shared/ads-feeds/feed-site.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { checkServedFeed } from '#server/ads-feeds/check-ads-feeds.server.ts';
import { parseAdsFeed } from '#server/ads-feeds/parse-ads-feed.server.ts';
import { FEED_PATHS } from '#server/ads-feeds/render-ads-feed.server.ts';
import { importTenantFeed } from '#server/inventory/import/import-tenant-inventory.server.ts';
import { runAdsFeedsCli } from '../../scripts/ads-feeds.ts';
import { createTestPlatform } from '../support/test-platform.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe/fake-stripe-api.ts';
import { listenForStripeWebhooks } from '../support/fake-stripe/webhook-listener.ts';
import { ReserveApi, reservableCar } from '../support/reserve-api.ts';

const HARBOUR = 'harbour-city-motors';
const BAYSIDE = 'bayside-mazda';
const SECRET_KEY = 'sk_test_platform0123456789';
const WEBHOOK_SECRET = 'whsec_platform0123456789abcdef';

let platform: Awaited<ReturnType<typeof createTestPlatform>>;
let fake: FakeStripe;
let server: http.Server;

beforeAll(async () => {
  fake = await startFakeStripe();
  platform = await createTestPlatform({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  server = await listenForStripeWebhooks(platform.app, fake, {
    host: `${HARBOUR}.localhost`,
    secret: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await platform?.cleanup();
  await fake?.close();
});

const tenant = (slug: string): TenantConfig => platform.tenants.find((t) => t.slug === slug)!;

async function feed(slug: string, channel: AdsChannel) {
  const res = await request(platform.app).get(FEED_PATHS[channel]).set('Host', `${slug}.localhost`);
  expect(res.status).toBe(200);
  expect(checkServedFeed(channel, res.text)).toEqual([]);
  const items = parseAdsFeed(channel, res.text);
  const ids = items.map((item) => String(item[channel === 'google' ? 'id' : 'vehicle_id']));
  return { etag: res.headers.etag as string, items, ids };
}

test('a paid deposit takes the car out of both feeds on the next fetch', async () => {
  const harbour = tenant(HARBOUR);
  const before = { google: await feed(HARBOUR, 'google'), meta: await feed(HARBOUR, 'meta') };
  let car = reservableCar(platform.env.DATA_DIR, harbour, 0);
  for (let n = 1; !before.google.ids.includes(String(car.id)); n++) {
    car = reservableCar(platform.env.DATA_DIR, harbour, n);
  }
  expect(before.meta.ids).toContain(String(car.id));

  const reserve = new ReserveApi(platform.app, new LeadApiClient(platform.app, platform.database));
  const { intent } = await reserve.startPayment(harbour, car);
  await fake.confirm(intent.payment_intent, 'pm_card_visa');
  await fake.waitForEvent('payment_intent.succeeded', {
    where: (event) => event.data.object.id === intent.payment_intent,
  });
  await fake.idle();

  // No waiting: the webhook's answer came after the index held the reservation.
  for (const channel of ['google', 'meta'] as const) {
    const after = await feed(HARBOUR, channel);
    expect(after.ids).not.toContain(String(car.id));
    expect(after.ids).toHaveLength(before[channel].ids.length - 1);
    expect(after.etag).not.toBe(before[channel].etag);
    const recheck = await request(platform.app)
      .get(FEED_PATHS[channel])
      .set('Host', `${HARBOUR}.localhost`)
      .set('If-None-Match', before[channel].etag);
    expect(recheck.status).toBe(200);
  }
});

const HEADER =
  'id,stocknum,year,make,model,badge,km,price,price_type,car_type,status,location_id,simple_body,vin,colour,images,description';
const PHOTO = 'https://cdn.example.com/bayside/1.jpg';
const ROWS = [
  `910001,BM-A1,2023,Mazda,CX-5,Maxx Sport,12000,38990,Drive Away,used,in_stock,4101,suv,JM0KF4W7A00100001,Soul Red,${PHOTO},"<p>Immaculate <b>CX-5</b> 🚗🔥, ""one owner"", tow bar & roof racks]]></p>\nCall us!"`,
  `910002,BM-A2,2024,Mazda,CX-30,G20,9000,33990,Drive Away,used,in_stock,4101,suv,,Blue,${PHOTO},No VIN`,
  `910003,BM-A3,2024,Mazda,CX-30,G25,9000,35990,Drive Away,used,in_stock,4101,suv,JM0DM2W7A00100003,,${PHOTO},No colour`,
  `910004,BM-A4,2022,Mazda,3,G20,0,25990,Drive Away,used,in_stock,4101,hatch,JM0BP2W7A00100004,White,${PHOTO},No km`,
  `910005,BM-A5,2025,Mazda,BT-50,XT,0,0,Price on application,new,in_stock,4101,ute,JM0TF2W7A00100005,Grey,${PHOTO},POA`,
];

test('an import changes both feeds; bad rows are left out with their reasons', async () => {
  const file = path.join(platform.env.DATA_DIR, 'bayside-feed.csv');
  fs.writeFileSync(file, [HEADER, ...ROWS].join('\n'));
  await importTenantFeed(file, {
    dataDir: platform.env.DATA_DIR,
    tenant: tenant(BAYSIDE),
    now: new Date(),
  });
  const imported = Date.now();
  // The running server notices the import's file (as pages do); wait for what a channel sees.
  let google = await feed(BAYSIDE, 'google');
  while (google.ids.join() !== '910001' && Date.now() - imported < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    google = await feed(BAYSIDE, 'google');
  }
  console.info(`ads feed in step ${Date.now() - imported} ms after the import returned`);
  expect(google.ids).toEqual(['910001']);
  const meta = await feed(BAYSIDE, 'meta');
  expect(meta.ids).toEqual(['910001']);

  const [item] = google.items;
  expect(item).toMatchObject({
    title: '2023 Mazda CX-5 Maxx Sport',
    description: 'Immaculate CX-5 , "one owner", tow bar & roof racks]]> Call us!',
    image_link: PHOTO,
    color: 'Soul Red',
    price: '38990.00 AUD',
    mileage: '12000 km',
    store_code: 'BAYSIDE-MAZDA',
    vehicle_fulfillment: 'in_store:BAYSIDE-MAZDA',
  });
  expect(meta.items[0]!.description).toBe(item!.description);

  const check = await runAdsFeedsCli({ DATA_DIR: platform.env.DATA_DIR }, ['check', BAYSIDE]);
  expect(check.exitCode).toBe(0);
  for (const [car, reason] of [
    ['910002 (stock BM-A2)', 'no-vin'],
    ['910003 (stock BM-A3)', 'no-colour'],
    ['910004 (stock BM-A4)', 'no-mileage'],
    ['910005 (stock BM-A5)', 'price-on-application'],
  ]) {
    expect(check.stdout).toContain(`left out: car ${car}: ${reason}`);
  }
  expect(check.stdout).toContain(
    'bayside-mazda /feeds/google-vehicle-ads.xml: 1 cars in the feed, 4 left out',
  );
});

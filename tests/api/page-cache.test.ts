// The page cache as shoppers meet it (docs/decisions/0020-page-cache.md): a repeated page is
// the same page with its own nonce, an inventory change shows at once (and only where that
// dealer's cars show), and pages that read a payment or a missing path are rendered every time.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { importTenantFeed } from '#server/inventory/import/import-tenant-inventory.server.ts';
import { ROUTE_DATA_PARAM } from '#shared/app/route-data-param.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform({ PAGE_CACHE_MB: '16' });
const HARBOUR = 'harbour-city-motors.localhost';
const BAYSIDE = 'bayside-mazda';

const get = (host: string, url: string) => request(fixture.current.app).get(url).set('Host', host);
const nonceOf = (res: { headers: Record<string, string> }) =>
  /'nonce-([^']+)'/.exec(res.headers['content-security-policy']!)?.[1];
const fromCache = (res: { headers: Record<string, string> }) =>
  /cache;desc=hit/.test(res.headers['server-timing'] ?? '');

describe('a repeated page', () => {
  test('is the same page, carrying the nonce and form keys of its own response', async () => {
    const first = await get(HARBOUR, '/?page-cache=1');
    const second = await get(HARBOUR, '/?page-cache=1');
    expect(first.status).toBe(200);
    expect(fromCache(first)).toBe(false);
    expect(second.status).toBe(200);
    expect(fromCache(second)).toBe(true);
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)];
    expect(firstNonce).not.toBe(secondNonce);
    expect(second.text).toContain(`nonce="${secondNonce}"`);
    expect(second.text).not.toContain(firstNonce);
    const tokenOf = (html: string) => /lead-([0-9a-f]{32})-footer/.exec(html)?.[1];
    expect(tokenOf(second.text)).not.toBe(tokenOf(first.text));
    expect(second.text).toBe(
      first.text
        .replaceAll(firstNonce!, secondNonce!)
        .replaceAll(tokenOf(first.text)!, tokenOf(second.text)!),
    );
  });

  test('has plain lead forms keyed for its own response, so two shoppers’ leads stay two', async () => {
    const keysOf = (html: string) =>
      [...html.matchAll(/name="idempotency_key" value="([^"]+)"/g)].map((match) => match[1]);
    const first = await get(HARBOUR, '/contact?page-cache=3');
    const second = await get(HARBOUR, '/contact?page-cache=3');
    expect(fromCache(second)).toBe(true);
    const [firstKeys, secondKeys] = [keysOf(first.text), keysOf(second.text)];
    expect(firstKeys.length).toBeGreaterThanOrEqual(2); // The page's form and the footer's.
    expect(new Set([...firstKeys, ...secondKeys]).size).toBe(firstKeys.length * 2);
  });

  test('is kept per site: another site on the same path gets its own page', async () => {
    await get(HARBOUR, '/?page-cache=2');
    const coastal = await get('coastal-used-cars.localhost', '/?page-cache=2');
    expect(fromCache(coastal)).toBe(false);
    expect(coastal.text).toContain('Coastal Used Cars');
    expect(coastal.text).not.toContain('Harbour City Motors');
  });

  test('is one copy for every click of an ad: campaign parameters are not part of its key', async () => {
    const contact = (campaign: string) => get(HARBOUR, `/contact?page-cache=4&${campaign}`);
    const first = await contact('utm_source=google&utm_medium=cpc&gclid=FirstClick');
    const second = await contact('utm_source=facebook&fbclid=SecondClick');
    const plain = await get(HARBOUR, '/contact?page-cache=4');
    expect(fromCache(first)).toBe(false);
    expect(fromCache(second)).toBe(true);
    expect(fromCache(plain)).toBe(true);
    for (const res of [first, second, plain]) {
      expect(res.text).not.toMatch(/FirstClick|SecondClick|utm_/);
    }
    // Any other parameter is another page.
    expect(fromCache(await get(HARBOUR, '/contact?page-cache=4&ref=5'))).toBe(false);
  });

  test("shows an inventory change at once, and only on the sites that show that dealer's cars", async () => {
    const host = `${BAYSIDE}.localhost`;
    await get(host, '/');
    expect(fromCache(await get(host, '/'))).toBe(true);
    await get(HARBOUR, '/?page-cache=5');
    const feed = path.join(fixture.current.env.DATA_DIR, 'page-cache-feed.csv');
    fs.writeFileSync(
      feed,
      [
        'id,stocknum,year,make,model,badge,km,price,price_type,car_type,status,location_id,simple_body,features',
        '910001,BM-9101,2024,Mazda,CX-5,Akera Cache Test,9000,44990,Drive Away,used,in_stock,4101,suv,',
      ].join('\n'),
    );
    await importTenantFeed(feed, {
      dataDir: fixture.current.env.DATA_DIR,
      tenant: fixture.tenant(BAYSIDE),
      now: new Date(),
    });
    // The watcher sees the file a moment later; within the page's 60 s life it must show.
    const deadline = Date.now() + 10_000;
    let after = await get(host, '/');
    while (!after.text.includes('Akera Cache Test') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await get(host, '/');
    }
    expect(after.text).toContain('Akera Cache Test');
    // Another dealer's site keeps the page it rendered before (decision 0042).
    expect(fromCache(await get(HARBOUR, '/?page-cache=5'))).toBe(true);
  });
});

describe('rendered for every request', () => {
  test('a page that is not there (404)', async () => {
    const [first, second] = [
      await get(HARBOUR, '/no-such-page'),
      await get(HARBOUR, '/no-such-page'),
    ];
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(fromCache(second)).toBe(false);
  });

  test('the reservation page Stripe returns the shopper to', async () => {
    await get(HARBOUR, '/reservation');
    expect(fromCache(await get(HARBOUR, '/reservation'))).toBe(false);
  });

  test('a route’s data for a navigation in the browser', async () => {
    await get(HARBOUR, `/?${ROUTE_DATA_PARAM}=home`);
    const again = await get(HARBOUR, `/?${ROUTE_DATA_PARAM}=home`);
    expect(again.headers['content-type']).toMatch(/json/);
    expect(fromCache(again)).toBe(false);
  });
});

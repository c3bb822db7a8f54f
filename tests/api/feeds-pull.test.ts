// Dealer feeds pulled from a real HTTP server and a drop folder into a real database and
// inventory folder (product rule 4.16): what is imported, what is held and why, and that a
// held or failed pull leaves the last good stock in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '#server/db/database.server.ts';
import { openDatabase } from '#server/db/open-database.server.ts';
import {
  approveNextPull,
  pullHistory,
  takeLease,
} from '#server/inventory/feeds/feed-store.server.ts';
import { pullFeed, type PullReport } from '#server/inventory/feeds/pull-feed.server.ts';
import { feedInboxDir } from '#server/inventory/feeds/read-feed-file.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import type { FeedConfig, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { startFeedServer, type FeedServer } from '../support/feed-server.ts';
import { seedPGlite } from '../support/test-databases.ts';

const SLUG = 'bayside-mazda';
const base = loadTenants(repoPath('tenants')).find((tenant) => tenant.slug === SLUG)!;
const HEADER = 'id,stocknum,year,make,model,km,price,price_type,car_type,status,location_id';

function row(id: number, price = 30000, make = 'Mazda', model = 'CX-5') {
  return `${id},FD-${id},2022,${make},${model},15000,${price},Drive Away,used,in_stock,4101`;
}
function csv(rows: string[]) {
  return [HEADER, ...rows].join('\n') + '\n';
}
const TEN = Array.from({ length: 10 }, (_, index) => row(960001 + index));

let dataDir: string;
let database: Database;
let server: FeedServer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-feeds-'));
  await seedPGlite(dataDir);
  database = await openDatabase(
    { DATA_DIR: dataDir, DATABASE_URL: undefined },
    pino({ level: 'silent' }),
  );
  server = await startFeedServer();
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function siteWith(feed: Partial<FeedConfig>, slug = SLUG): TenantConfig {
  return { ...base, slug, feeds: [{ format: 'csv', ...feed }] };
}

function pull(
  tenant: TenantConfig,
  extra: { from?: string; secrets?: Record<string, string> } = {},
) {
  return pullFeed({
    database,
    dataDir,
    tenant,
    trigger: 'command',
    owner: 'test',
    secrets: extra.secrets ?? {},
    from: extra.from,
    retryDelayMs: 10,
    inboxSettleMs: 0,
  });
}

function stock(slug = SLUG) {
  return readTenantInventory(dataDir, slug)?.cars ?? [];
}

function recorded(report: PullReport) {
  if (report.outcome === 'busy') throw new Error(report.message);
  return report;
}

describe('a feed at a URL', () => {
  const site = () => siteWith({ url: server.url('/stock.csv'), timeout_seconds: 1 });

  test('is imported, then asked for conditionally: 304 changes nothing', async () => {
    server.answer('/stock.csv', { kind: 'body', body: csv(TEN), etag: '"v1"' });
    const first = recorded(await pull(site()));
    expect(first).toMatchObject({ outcome: 'imported', httpStatus: 200 });
    expect(first.counts).toEqual({ read: 10, added: 10, updated: 0, removed: 0, bad: 0 });
    expect(stock()).toHaveLength(10);

    const again = recorded(await pull(site()));
    expect(again).toMatchObject({ outcome: 'unchanged', httpStatus: 304 });
    expect(server.requests('/stock.csv').at(-1)?.['if-none-match']).toBe('"v1"');
  });

  test('a changed feed adds, reprices and removes cars', async () => {
    const changed = [...TEN.slice(1), row(960011)];
    changed[0] = row(960002, 27990);
    server.answer('/stock.csv', { kind: 'body', body: csv(changed), etag: '"v2"' });
    const report = recorded(await pull(site()));
    expect(report.outcome).toBe('imported');
    expect(report.counts).toEqual({ read: 10, added: 1, updated: 1, removed: 1, bad: 0 });
    const cars = stock();
    expect(cars.find((car) => car.id === 960002)?.price).toBe(27990);
    expect(cars.some((car) => car.id === 960001)).toBe(false);
  });

  test.each([
    ['answers 500', { kind: 'status', status: 500 } as const, /HTTP 500.*after 3 attempts/, 3],
    ['is too slow', { kind: 'slow', body: csv(TEN), delayMs: 1500 } as const, /within 1 s/, 3],
    ['cuts the connection mid-body', { kind: 'reset', body: csv(TEN) } as const, /part-way/, 3],
    ['refuses the credential', { kind: 'status', status: 403 } as const, /HTTP 403/, 1],
  ])(
    'a server that %s fails the pull after its attempts; the stock stays',
    async (_name, answer, message, attempts) => {
      const before = stock();
      const url = `/fail-${attempts}-${String(message).length}.csv`;
      server.answer(url, answer);
      const report = recorded(await pull(siteWith({ url: server.url(url), timeout_seconds: 1 })));
      expect(report.outcome).toBe('failed');
      expect(report.message).toMatch(message);
      expect(server.requests(url)).toHaveLength(attempts);
      expect(stock()).toEqual(before);
    },
  );

  test.each([
    [
      'cut off mid-row',
      csv(TEN).slice(0, -25),
      'unparsable',
      /cannot be read as a CSV feed.*line 11/,
    ],
    [
      'with an unclosed quote',
      csv([...TEN.slice(0, 9), '960010,"FD-960010']),
      'unparsable',
      /Quote Not Closed/,
    ],
    ['empty', csv([]), 'empty', /no rows: importing it would remove all 10 cars/],
    [
      'dropping 80% of the stock',
      csv(TEN.slice(1, 3)),
      'drop',
      /remove 8 of 10 cars \(80%\), more than the 30%/,
    ],
  ])('a feed %s is held with its reason; the stock stays', async (_name, body, reason, message) => {
    const before = stock();
    server.answer('/held.csv', { kind: 'body', body });
    const report = recorded(await pull(siteWith({ url: server.url('/held.csv') })));
    expect(report).toMatchObject({ outcome: 'held', reason });
    expect(report.message).toMatch(message);
    expect(stock()).toEqual(before);
  });

  test('an approved drop is imported once; the next drop is held again', async () => {
    server.answer('/drop.csv', { kind: 'body', body: csv(TEN.slice(2, 4)), etag: '"d1"' });
    const site = siteWith({ url: server.url('/drop.csv') });
    expect(recorded(await pull(site)).reason).toBe('drop');
    await approveNextPull(database, { tenant: SLUG, feed: 'main' });
    const approved = recorded(await pull(site));
    expect(approved.outcome).toBe('imported');
    expect(approved.message).toMatch(/approved: it would remove 8 of 10 cars/);
    expect(stock()).toHaveLength(2);
    server.answer('/drop.csv', { kind: 'body', body: csv(TEN.slice(3, 4)), etag: '"d2"' });
    expect(recorded(await pull(site)).reason).toBe('drop');
    // Back to ten cars for the tests after this one.
    server.answer('/ten.csv', { kind: 'body', body: csv(TEN) });
    expect(recorded(await pull(siteWith({ url: server.url('/ten.csv') }))).outcome).toBe(
      'imported',
    );
  });

  test('a credential named by an environment variable is sent; unset, the pull says which', async () => {
    server.answer('/secured.csv', { kind: 'body', body: csv(TEN) });
    const site = siteWith({
      url: server.url('/secured.csv'),
      auth: { type: 'header', header: 'X-Api-Key', secret_env: 'TEST_FEED_KEY' },
    });
    const missing = recorded(await pull(site));
    expect(missing.message).toMatch(/TEST_FEED_KEY .* is not set/);
    expect(server.requests('/secured.csv')).toHaveLength(0);
    await pull(site, { secrets: { TEST_FEED_KEY: 'k-123' } });
    expect(server.requests('/secured.csv')[0]?.['x-api-key']).toBe('k-123');
  });

  test('a file larger than the limit is held unread', async () => {
    server.answer('/big.csv', { kind: 'body', body: csv(TEN) });
    const report = recorded(
      await pull(siteWith({ url: server.url('/big.csv'), max_megabytes: 0.0005 })),
    );
    expect(report).toMatchObject({ outcome: 'held', reason: 'too-large' });
    expect(report.message).toMatch(
      /the file is larger than 1 KB, the most this site's feed may be \(max_megabytes\)/,
    );
  });
});

describe('rows with problems', () => {
  const feed = () =>
    csv([
      ...TEN.slice(0, 9),
      '960010,FD-960010,2022,Mazda,CX-5,15000,cheap,Drive Away,used,in_stock,4101',
    ]);

  test('by default the good rows are imported and the bad ones listed by row, field and reason', async () => {
    server.answer('/bad.csv', { kind: 'body', body: feed() });
    const report = recorded(await pull(siteWith({ url: server.url('/bad.csv') })));
    expect(report.outcome).toBe('imported');
    expect(report.counts).toMatchObject({ read: 10, bad: 1, removed: 1 });
    expect(report.badRows).toEqual([
      expect.objectContaining({
        row: 10,
        line: 11,
        field: 'price',
        message: expect.stringMatching(/number/),
      }),
    ]);
    const [stored] = await pullHistory(database, SLUG, undefined, 1);
    expect(stored?.bad_rows[0]).toMatchObject({ row: 10, field: 'price' });
  });

  test('a strict site holds the whole feed', async () => {
    server.answer('/bad.csv', {
      kind: 'body',
      body: csv(TEN.slice(0, 9).concat(TEN[9]!.replace('2022', '1800'))),
    });
    const before = stock();
    const report = recorded(await pull(siteWith({ url: server.url('/bad.csv'), mode: 'strict' })));
    expect(report).toMatchObject({ outcome: 'held', reason: 'bad-rows' });
    expect(report.message).toMatch(/1 row of 10 with problems.*strict/);
    expect(stock()).toEqual(before);
  });
});

describe('encodings and formats', () => {
  test('a Windows-1252 CSV reads Škoda and Citroën correctly', async () => {
    const text = csv([
      ...TEN.slice(0, 8),
      row(960009, 25000, 'Škoda', 'Octavia'),
      row(960010, 21000, 'Citroën', 'C4'),
    ]);
    const cp1252 = Buffer.from(
      [...text].map((char) => ({ Š: 0x8a, ë: 0xeb })[char] ?? char.charCodeAt(0)),
    );
    server.answer('/cp1252.csv', { kind: 'body', body: cp1252 });
    const report = recorded(await pull(siteWith({ url: server.url('/cp1252.csv') })));
    expect(report.outcome).toBe('imported');
    const makes = stock().map((car) => car.make);
    expect(makes).toContain('Škoda');
    expect(makes).toContain('Citroën');
  });

  test('a UTF-8 file with a byte order mark reads its first column', async () => {
    server.answer('/bom.csv', { kind: 'body', body: `\ufeff${csv(TEN)}` });
    const report = recorded(await pull(siteWith({ url: server.url('/bom.csv') })));
    expect(report).toMatchObject({
      outcome: 'imported',
      counts: expect.objectContaining({ bad: 0 }),
    });
  });

  test("an XML feed in the provider's own names, mapped by data", async () => {
    const vehicles = TEN.map((line) => {
      const [id, , year, make, model, km, price] = line.split(',');
      return `<Vehicle><Id>${id}</Id><StockNumber>X-${id}</StockNumber><Year>${year}</Year><Make>${make}</Make><Model>${model}</Model><Odometer>${km}</Odometer><Price>${price}</Price><PriceType>Drive Away</PriceType><Condition>used</Condition><Status>in_stock</Status><Yard>4101</Yard><Colour>Soul Red</Colour><Images>https://images.example.com/${id}-1.jpg;https://images.example.com/${id}-2.jpg</Images><DealerNote>ignore me</DealerNote></Vehicle>`;
    });
    server.answer('/stock.xml', {
      kind: 'body',
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<Vehicles>\n${vehicles.join('\n')}\n</Vehicles>\n`,
    });
    const columns = {
      Id: 'id',
      StockNumber: 'stocknum',
      Year: 'year',
      Make: 'make',
      Model: 'model',
      Odometer: 'km',
      Price: 'price',
      PriceType: 'price_type',
      Condition: 'car_type',
      Status: 'status',
      Yard: 'location_id',
      Colour: 'colour',
      Images: 'images',
    };
    const report = recorded(
      await pull(
        siteWith({
          url: server.url('/stock.xml'),
          format: 'xml',
          mapping: { columns, list_separators: [';', '|'] },
        }),
      ),
    );
    expect(report).toMatchObject({ outcome: 'imported', ignoredColumns: ['DealerNote'] });
    const car = stock().find((candidate) => candidate.id === 960001)!;
    expect(car).toMatchObject({ stocknum: 'X-960001', colour: 'Soul Red', km: 15000 });
    expect(car.images).toEqual([
      'https://images.example.com/960001-1.jpg',
      'https://images.example.com/960001-2.jpg',
    ]);
  });

  test('broken XML is held', async () => {
    server.answer('/broken.xml', {
      kind: 'body',
      body: '<Vehicles><Vehicle><Id>1</Id></Vehicles>',
    });
    const report = recorded(
      await pull(siteWith({ url: server.url('/broken.xml'), format: 'xml' })),
    );
    expect(report).toMatchObject({ outcome: 'held', reason: 'unparsable' });
    expect(report.message).toMatch(/not valid XML/);
  });

  test('invalid JSON is held', async () => {
    server.answer('/stock.json', { kind: 'body', body: '[{"id": 960001, "stocknum": "FD-1"' });
    const report = recorded(
      await pull(siteWith({ url: server.url('/stock.json'), format: 'json' })),
    );
    expect(report).toMatchObject({ outcome: 'held', reason: 'unparsable' });
    expect(report.message).toMatch(/not valid JSON/);
  });
});

describe('the drop folder and the lease', () => {
  test('a file dropped in the inbox is imported once; unchanged after', async () => {
    const inbox = feedInboxDir(dataDir, SLUG);
    fs.mkdirSync(inbox, { recursive: true });
    fs.writeFileSync(path.join(inbox, 'stock.csv'), csv(TEN.slice(0, 9)));
    const site = siteWith({ inbox: 'stock.csv' });
    const first = recorded(await pull(site));
    expect(first.source).toBe(path.join('feeds', 'inbox', SLUG, 'stock.csv'));
    expect(first.outcome).toBe('imported');
    expect(recorded(await pull(site)).outcome).toBe('unchanged');
  });

  test('while another instance holds the lease, a pull does nothing and records nothing', async () => {
    const before = (await pullHistory(database, SLUG, undefined, 1000)).length;
    expect(
      await takeLease(database, { tenant: SLUG, feed: 'main' }, 'other-instance', 60_000),
    ).toBe(true);
    const report = await pull(siteWith({ url: server.url('/stock.csv') }));
    expect(report.outcome).toBe('busy');
    expect((await pullHistory(database, SLUG, undefined, 1000)).length).toBe(before);
  });
});

describe('what a pull counts as changed', () => {
  // Another site's stock, so the cars above do not interfere.
  const slug = 'counts-motors';
  const ids = Array.from({ length: 8 }, (_, index) => 970001 + index);
  const fields = ['id', 'stocknum', 'year', 'make', 'model', 'km', 'price', 'price_type'] as const;
  const more = ['car_type', 'status', 'location_id'] as const;
  const car = (id: number, price = 30000) => ({
    id,
    stocknum: `FC-${id}`,
    year: 2021,
    make: 'Mazda',
    model: 'CX-30',
    km: 22000,
    price,
    price_type: 'Drive Away',
    car_type: 'used',
    status: 'in_stock',
    location_id: 4101,
  });
  /** The same cars as a CSV whose columns come in the reverse order of the JSON's keys. */
  function reversedCsv(prices: Record<number, number> = {}) {
    const header = [...fields, ...more].reverse();
    const lines = ids.map((id) => {
      const values = car(id, prices[id]) as Record<string, unknown>;
      return header.map((field) => String(values[field])).join(',');
    });
    return [header.join(','), ...lines].join('\n') + '\n';
  }
  function file(name: string, text: string) {
    const at = path.join(dataDir, name);
    fs.writeFileSync(at, text);
    return at;
  }
  const site = () => siteWith({ inbox: 'stock.csv' }, slug);
  const pullFile = (name: string, text: string, format: FeedConfig['format'] = 'csv') =>
    pullFeed({
      database,
      dataDir,
      tenant: site(),
      trigger: 'command',
      owner: 'test',
      secrets: {},
      from: file(name, text),
      format,
      retryDelayMs: 10,
      inboxSettleMs: 0,
    }).then(recorded);

  test('the same cars in another column order change nothing; one new price is one update', async () => {
    const json = JSON.stringify(ids.map((id) => car(id)));
    const first = await pullFile('counts-first.json', json, 'json');
    expect(first.counts).toMatchObject({ added: 8, updated: 0, removed: 0 });
    const stamped = stock(slug);

    const same = await pullFile('counts-same.csv', reversedCsv());
    expect(same).toMatchObject({ outcome: 'unchanged', message: 'same stock as the last import' });
    expect(same.counts).toMatchObject({ read: 8, added: 0, updated: 0, removed: 0 });
    expect(stock(slug)).toEqual(stamped);

    const repriced = await pullFile('counts-repriced.csv', reversedCsv({ 970003: 28990 }));
    expect(repriced.outcome).toBe('imported');
    expect(repriced.counts).toEqual({ read: 8, added: 0, updated: 1, removed: 0, bad: 0 });
    const [latest] = await pullHistory(database, slug, undefined, 1);
    expect(latest).toMatchObject({ rows_added: 0, rows_updated: 1, rows_removed: 0 });
    const after = stock(slug);
    const moved = after.filter((next, index) => next.updated_at !== stamped[index]!.updated_at);
    expect(moved.map((next) => next.id)).toEqual([970003]);

    const identical = await pullFile('counts-identical.csv', reversedCsv({ 970003: 28990 }));
    expect(identical.outcome).toBe('unchanged');
    expect(identical.counts).toMatchObject({ added: 0, updated: 0, removed: 0 });
    expect(stock(slug)).toEqual(after);
  });
});

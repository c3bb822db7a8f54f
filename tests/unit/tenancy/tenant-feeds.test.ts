// A site's `feeds` in its tenant file: checked when tenants load, each mistake named with
// the file, the pointer and the fix (docs/inventory.md, "Dealer feeds").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { loadTenants, TenantConfigError } from '#server/tenancy/load-tenants.server.ts';

const SAMPLE = 'bayside-mazda';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function load(feeds: unknown) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-feeds-'));
  dirs.push(root);
  const dir = path.join(root, 'tenants');
  fs.mkdirSync(dir);
  const doc = JSON.parse(fs.readFileSync(path.resolve('tenants', `${SAMPLE}.json`), 'utf8'));
  fs.writeFileSync(path.join(dir, `${SAMPLE}.json`), JSON.stringify({ ...doc, feeds }));
  return loadTenants(dir);
}

function loadError(feeds: unknown): string {
  try {
    load(feeds);
  } catch (error) {
    if (error instanceof TenantConfigError) return error.message;
    throw error;
  }
  throw new Error('expected the tenant file to be refused');
}

test('a feed with a URL, a credential by name and a mapping loads', () => {
  const feed = {
    url: 'https://feeds.example.com/bayside/stock.xml',
    auth: { type: 'basic', username: 'bayside', secret_env: 'BAYSIDE_FEED_PASSWORD' },
    format: 'xml',
    interval_minutes: 10,
    hold_drop_percent: 50,
    mode: 'strict',
    mapping: { columns: { StockNumber: 'stocknum', Odometer: 'km' }, list_separators: [';'] },
  };
  expect(load([feed])[0]?.feeds).toEqual([feed]);
});

test.each([
  [[{ url: 'ftp://feeds.example.com/s.csv', format: 'csv' }], '/feeds/0/url must match pattern'],
  [
    [{ url: 'https://feeds.example.com/s.csv', format: 'tsv' }],
    '/feeds/0/format must be one of ["json","csv","xml"]',
  ],
  [[{ inbox: '../other-dealer/stock.csv', format: 'csv' }], '/feeds/0/inbox must match pattern'],
  [
    [{ inbox: 'stock.csv', format: 'csv', interval_minutes: 0 }],
    '/feeds/0/interval_minutes must be >= 1',
  ],
  [
    [{ inbox: 'stock.csv', format: 'csv', hold_drop_percent: 120 }],
    '/feeds/0/hold_drop_percent must be <= 100',
  ],
  [[{ inbox: 'stock.csv', format: 'csv', mode: 'lenient' }], '/feeds/0/mode must be one of'],
  [
    [
      {
        url: 'https://f.example.com/s.csv',
        format: 'csv',
        auth: { type: 'header', header: 'X-Key', secret_env: 'FEED_KEY', secret: 'abc' },
      },
    ],
    '/feeds/0/auth must NOT have additional property "secret"',
  ],
  [
    [
      {
        url: 'https://f.example.com/s.csv',
        format: 'csv',
        auth: { type: 'header', header: 'X-Key', secret_env: 'lower' },
      },
    ],
    '/feeds/0/auth/secret_env must match pattern',
  ],
  [[{ format: 'csv' }], '/feeds/0 needs a source: either "url"'],
  [
    [{ inbox: 'a.csv', format: 'csv', mapping: { columns: { Kms: 'kilometres' } } }],
    '/feeds/0/mapping/columns/Kms maps to "kilometres", which is not a car field',
  ],
])('%j is refused: %s', (feeds, message) => {
  expect(loadError(feeds)).toContain(`tenants/${SAMPLE}.json: ${message}`);
});

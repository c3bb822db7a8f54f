import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

const SAMPLE = 'harbour-city-motors';
let roots: string[] = [];
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** Loads the sample tenant, edited, through the real ajv schema. */
function load(edit: (config: Record<string, any>) => void): TenantConfig {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'card-tenant-'));
  roots.push(root);
  fs.copyFileSync('tenants/tenant.schema.json', path.join(root, 'tenant.schema.json'));
  const config = JSON.parse(fs.readFileSync(`tenants/${SAMPLE}.json`, 'utf8'));
  edit(config);
  fs.writeFileSync(path.join(root, `${SAMPLE}.json`), JSON.stringify(config));
  return loadTenants(root)[0]!;
}

describe('tenant fields of the listing card', () => {
  test('card chips, image CDN, certified badge and enquiry label are accepted', () => {
    const config = load((doc) => {
      doc.search.card_chips = ['car_type', 'km', 'simple_fuel'];
      doc.images = { cdn_base: 'https://img.example.com.au' };
      doc.certified_badge = { src: '/tenant-assets/harbour-city-motors/cpo.svg', alt: 'Certified' };
      doc.labels.enquire_button = 'Shop Now';
    });
    const site = toSiteData(config);
    expect(site.card_chips).toEqual(['car_type', 'km', 'simple_fuel']);
    expect(site.images?.cdn_base).toBe('https://img.example.com.au');
    expect(site.certified_badge?.alt).toBe('Certified');
    expect(site.labels.enquire_button).toBe('Shop Now');
  });

  test.each([
    ['an unknown chip', (doc: any) => (doc.search.card_chips = ['colour', 'vin'])],
    ['an http CDN', (doc: any) => (doc.images = { cdn_base: 'http://img.example.com' })],
    ['a badge without alt text', (doc: any) => (doc.certified_badge = { src: '/a.svg' })],
    ['another enquiry label', (doc: any) => (doc.labels.enquire_button = 'Buy')],
  ])('%s stops startup', (_name, edit) => {
    expect(() => load(edit)).toThrow();
  });

  test('site data carries deposits but never processor keys; default chips stay unset', () => {
    const site = toSiteData(load(() => {}));
    expect(site.public_payment_processors).toEqual([
      { authorization_type: 'stripe', deposit_amount: 500 },
    ]);
    expect(JSON.stringify(site)).not.toContain('authorization_key');
    expect(site).not.toHaveProperty('card_chips');
  });

  test('site data never carries the dealer feeds: their URLs and secret names stay on the server', () => {
    const site = toSiteData(
      load((doc) => {
        doc.feeds = [
          {
            url: 'https://dms.example.com.au/stock.csv',
            format: 'csv',
            auth: { type: 'header', header: 'X-Api-Key', secret_env: 'DEMO_FEED_KEY' },
          },
        ];
      }),
    );
    expect(site).not.toHaveProperty('feeds');
    expect(JSON.stringify(site)).not.toContain('DEMO_FEED_KEY');
  });
});

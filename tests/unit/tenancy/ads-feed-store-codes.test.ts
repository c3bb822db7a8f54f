import { expect, test } from 'vitest';
import { checkAdsFeedStoreCodes } from '#server/tenancy/check-ads-feed-store-codes.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { DEMO_SLUGS } from '../../support/test-platform.ts';
import { demoTenantConfig } from '../../support/demo-site.ts';

const FILE = 'tenants/harbour-city-motors.json';

function problem(codes: Array<{ location_id: number; store_code: string }>): string {
  const tenant: TenantConfig = demoTenantConfig('harbour-city-motors');
  tenant.ads_feeds = { google_vehicle_ads: { enabled: true, store_codes: codes } };
  try {
    checkAdsFeedStoreCodes(tenant, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

test.each(DEMO_SLUGS)('%s: its store codes name its own locations', (slug) => {
  expect(() =>
    checkAdsFeedStoreCodes(demoTenantConfig(slug), `tenants/${slug}.json`),
  ).not.toThrow();
});

test.each([
  [
    [{ location_id: 4101, store_code: 'X' }],
    "tenants/harbour-city-motors.json: /ads_feeds/google_vehicle_ads/store_codes/0/location_id is 4101, which is not one of this site's locations (1101, 1102, 1103, 1104, 1105)",
  ],
  [
    [
      { location_id: 1101, store_code: 'A' },
      { location_id: 1101, store_code: 'B' },
    ],
    'tenants/harbour-city-motors.json: /ads_feeds/google_vehicle_ads/store_codes/1/location_id gives location 1101 a second store code',
  ],
  [
    [
      { location_id: 1101, store_code: 'A' },
      { location_id: 1102, store_code: 'A' },
    ],
    'tenants/harbour-city-motors.json: /ads_feeds/google_vehicle_ads/store_codes/1/store_code "A" is already another location\'s',
  ],
])('%j is refused at startup', (codes, message) => {
  expect(problem(codes)).toBe(message);
});

import { expect, test } from 'vitest';
import { listUnservedLinks } from '#server/tenancy/unserved-links.server.ts';
import { DEMO_SLUGS } from '../../support/test-platform.ts';
import { demoTenantConfig } from '../../support/demo-site.ts';

test.each(DEMO_SLUGS)('%s: every internal link in the tenant data has a page', (slug) => {
  expect(listUnservedLinks(demoTenantConfig(slug))).toEqual([]);
});

test('a menu link to a page the site does not serve is named by its JSON pointer', () => {
  const tenant = demoTenantConfig('coastal-used-cars');
  tenant.features.finance = false;
  tenant.navigation.footer[0]!.items.push({ name: 'Nowhere', url: '/no-such-page' });
  const links = listUnservedLinks(tenant);
  expect(links).toContainEqual({
    pointer: `/navigation/footer/0/items/${tenant.navigation.footer[0]!.items.length - 1}/url`,
    url: '/no-such-page',
  });
  // A flag turned off makes its page's menu links unserved too.
  expect(links.some((link) => link.url === '/finance')).toBe(true);
});

test('external links and asset URLs are not pages to check', () => {
  const tenant = demoTenantConfig('coastal-used-cars');
  tenant.navigation.footer[0]!.items.push({ name: 'Maker', url: 'https://example.com/x' });
  expect(listUnservedLinks(tenant).map((link) => link.url)).not.toContain('https://example.com/x');
  expect(listUnservedLinks(tenant).some((link) => link.url.startsWith('/tenant-assets/'))).toBe(
    false,
  );
});

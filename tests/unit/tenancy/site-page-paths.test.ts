import { expect, test } from 'vitest';
import { checkSitePagePaths } from '#server/tenancy/check-site-page-paths.server.ts';
import { DEMO_SLUGS } from '../../support/test-platform.ts';
import { demoTenantConfig } from '../../support/demo-site.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

const FILE = 'tenants/bayside-mazda.json';

function problem(edit: (tenant: TenantConfig) => void): string {
  const tenant = demoTenantConfig('bayside-mazda');
  edit(tenant);
  try {
    checkSitePagePaths(tenant, FILE);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}

test.each(DEMO_SLUGS)('%s: every page path in its data reaches its page', (slug) => {
  expect(() => checkSitePagePaths(demoTenantConfig(slug), `tenants/${slug}.json`)).not.toThrow();
});

test('a content page at a path every site serves would never show', () => {
  expect(
    problem((tenant) => {
      tenant.content_pages[0]!.path = '/finance';
    }),
  ).toBe(
    `${FILE}: /content_pages/0/path "/finance" is already a page of every site, so this page would never be shown: choose another path`,
  );
});

test('a content page at the favourites path loses to the favourites page', () => {
  expect(
    problem((tenant) => {
      tenant.content_pages[0]!.path = tenant.labels.favourites_path;
    }),
  ).toMatch(/\/content_pages\/0\/path ".*" is already this site's favourites page/);
});

test('a content page at a model’s path hides the model page: the model is named', () => {
  const message = problem((tenant) => {
    tenant.content_pages[0]!.path = `/${tenant.models![0]!.slug}`;
  });
  expect(message).toMatch(/\/models\/0\/slug ".*" is already this site's content page/);
});

test('a service-booking path that a static page answers is named', () => {
  expect(
    problem((tenant) => {
      tenant.service_booking!.path = '/service';
    }),
  ).toMatch(/\/service_booking\/path "\/service" is already a page of every site/);
});

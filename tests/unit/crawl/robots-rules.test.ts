import { expect, test } from 'vitest';
import { isAllowedByRobots, listDisallowedPaths } from '#server/crawl/robots-rules.server.ts';
import { buildRobotsTxt } from '#server/crawl/robots-txt.server.ts';
import { demoSite } from '../../support/demo-site.ts';

const RULES = ['/api/', '/cars/*/checkout', '/success', '/favourites', '/compare', '/print$'];

test.each([
  ['/', true],
  ['/search/used-cars', true],
  ['/cars/2021-mazda-cx-5-123', true],
  ['/api/leads', false],
  ['/api', true],
  ['/cars/2021-mazda-cx-5-123/checkout', false],
  ['/cars/2021-mazda-cx-5-123/checkout?step=2', false],
  ['/success', false],
  ['/success?lead=42', false],
  ['/favourites', false],
  ['/compare', false],
  ['/print', false],
  ['/print/page', true],
])('%s allowed: %s', (path, allowed) => {
  expect(isAllowedByRobots(path, RULES)).toBe(allowed);
});

test('rule text is literal apart from * and $', () => {
  expect(isAllowedByRobots('/a.b', ['/a.b'])).toBe(false);
  expect(isAllowedByRobots('/axb', ['/a.b'])).toBe(true);
});

test("robots.txt follows the tenant's own favourites path and checkout segment", () => {
  const site = demoSite('coastal-used-cars', (config) => {
    config.labels.favourites_path = '/mybigboxcars';
  });
  expect(listDisallowedPaths(site)).toEqual([
    '/api/',
    '/cars/*/buy-online',
    '/success',
    '/mybigboxcars',
    '/compare',
  ]);
  const lines = buildRobotsTxt(site).split('\n');
  expect(lines).toContain('Disallow: /mybigboxcars');
  expect(lines).not.toContain('Disallow: /favourites');
  expect(lines).toContain('Sitemap: https://www.coastalusedcars.com.au/sitemap.xml');
});

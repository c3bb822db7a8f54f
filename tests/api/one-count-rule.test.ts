// product rule 9.14: the home button, the listing, a brand page and a make's listing count the
// same cars, the site's unsold stock, on every demo site (a sold car keeps only its own page).
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import { listSiteBrands } from '#shared/pages/brands/site-brands.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

async function getHtml(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  expect(res.status, path).toBe(200);
  return parse(res.text);
}

const numberIn = (text: string | undefined, pattern: RegExp) =>
  Number(pattern.exec((text ?? '').replace(/\s+/g, ' '))?.[1]?.replace(/,/g, '') ?? NaN);

async function listingCount(slug: string, path: string): Promise<number> {
  const html = await getHtml(slug, path);
  return numberIn(html.querySelector('.listing-stats')?.text, /^([\d,]+) vehicles? found/);
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('the home button and the listing it opens count the unsold stock', async () => {
    const tenant = fixture.tenant(slug);
    const cars = readTenantDocuments(fixture.current.env.DATA_DIR, tenant);
    const unsold = cars.filter((car) => !car.sold).length;
    const home = await getHtml(slug, '/');
    const button = numberIn(home.querySelector('.hero a')?.text, /Browse all ([\d,]+) vehicles/);
    expect(button).toBe(unsold);
    expect(await listingCount(slug, tenant.search.listing_path)).toBe(unsold);
  });

  test("a brand page counts what its make's listing lists", async () => {
    const tenant = fixture.tenant(slug);
    for (const brand of listSiteBrands(tenant).slice(0, 3)) {
      const page = await getHtml(slug, `/brands/${brand.slug}`);
      const link = page.querySelectorAll('a').find((a) => /in stock$/.test(a.text.trim()));
      if (!link) continue;
      const count = numberIn(link.text, /^([\d,]+) /);
      expect(await listingCount(slug, link.getAttribute('href')!), brand.slug).toBe(count);
    }
  });
});

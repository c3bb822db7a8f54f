// product rule 9.12: truck, RV and motorcycle sites name what they sell in their own words,
// from the site's car kinds (tenant labels.stock_kinds) or, about one car, its own kind.
import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { parse } from 'node-html-parser';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

async function getPage(slug: string, path: string) {
  const res = await request(fixture.current.app).get(path).set('Host', `${slug}.localhost`);
  expect(res.status, path).toBe(200);
  return parse(res.text);
}

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** Written out per site, not derived: what each demo site's shoppers should read. */
const WORDS: Record<(typeof DEMO_SLUGS)[number], { one: string; many: string }> = {
  'harbour-city-motors': { one: 'car', many: 'cars' },
  'coastal-used-cars': { one: 'car', many: 'cars' },
  'bayside-mazda': { one: 'car', many: 'cars' },
  'southern-cross-trucks': { one: 'truck', many: 'trucks' },
  // Two kinds: the site's own words cover both; a car page names its car's kind.
  'high-country-rv-moto': { one: 'vehicle', many: 'vehicles' },
};
const KIND_WORD = { car: 'car', truck: 'truck', rv: 'RV', motorcycle: 'motorcycle' } as const;

function carsOf(slug: string) {
  return readTenantDocuments(fixture.current.env.DATA_DIR, fixture.tenant(slug)).filter(
    (car) => !car.sold && car.status !== 'sold',
  );
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  const words = WORDS[slug];

  test("a car page's enquiry form and the saved-cars bar name the car by its kind", async () => {
    const kinds = [...new Set(carsOf(slug).map((car) => car.vehicle_kind))];
    for (const kind of kinds) {
      const car = carsOf(slug).find((candidate) => candidate.vehicle_kind === kind)!;
      const html = await getPage(slug, car.url);
      expect(text(html.querySelector('#car-lead-title')?.textContent), car.url).toBe(
        `Enquire about this ${KIND_WORD[kind]}`,
      );
      const bar = html.querySelector('.saved-cars-bar');
      expect(text(bar?.querySelector('h2')?.textContent)).toBe(`Saved ${words.many}`);
      expect(text(bar?.querySelector('.saved-cars-bar__get-started')?.textContent)).toMatch(
        new RegExp(`^No Saved ${words.many} Get Started$`, 'i'),
      );
    }
  });

  test('/success after an enquiry leads back to the car by its kind', async () => {
    const car = carsOf(slug)[0]!;
    const html = await getPage(slug, `/success?car=${car.slug}`);
    const back = html.querySelector(`.success-page a[href="${car.url}"]`);
    expect(text(back?.textContent)).toBe(`Back to the ${KIND_WORD[car.vehicle_kind]}`);
  });

  test("favourites, finance and the service form speak of the site's stock", async () => {
    const tenant = fixture.tenant(slug);
    const favourites = await getPage(slug, tenant.labels.favourites_path);
    expect(text(favourites.querySelector('main')?.textContent)).toContain(
      `You have no saved ${words.many} yet. Tap the heart on any ${words.one} to save it here.`,
    );
    if (tenant.features.finance) {
      const finance = await getPage(slug, '/finance');
      expect(finance.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        new RegExp(`^${words.one} finance`, 'i'),
      );
    }
    if (tenant.locations.some((location) => location.location_type === 'service')) {
      const service = await getPage(slug, '/service');
      expect(text(service.querySelector('main')?.textContent)).toContain(
        `Tell us your ${words.one}'s rego and a preferred date`,
      );
    }
  });
});

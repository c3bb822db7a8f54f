// product rule 2.2 /cars/{slug}: each state shows exactly its buttons and badges, JSON-LD matches the
// car, sold cars are noindex, unknown or other dealers' slugs are 404s.
import { parse } from 'node-html-parser';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantDocuments } from '#server/inventory/tenant-documents.server.ts';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { currentYearInSydney } from '#shared/inventory/trade-in.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const SLUG = 'harbour-city-motors'; // reserve, finance and trade-in on; Stripe with a key
const HOST = `${SLUG}.localhost`;

function stock(slug = SLUG): CarDocument[] {
  return readTenantDocuments(fixture.current.env.DATA_DIR, fixture.tenant(slug));
}

function find(description: string, predicate: (car: CarDocument) => boolean): CarDocument {
  const car = stock().find(predicate);
  if (!car) throw new Error(`the demo stock has no ${description} car`);
  return car;
}

async function carPage(car: CarDocument, host = HOST) {
  const res = await request(fixture.current.app).get(car.url).set('Host', host);
  const root = parse(res.text);
  return {
    res,
    root,
    actions: root.querySelectorAll('.car-sidebar__actions a').map((a) => a.text.trim()),
    badge: root.querySelector('.car__header .car-card__badge')?.text.trim() ?? null,
    robots: root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd: root
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.textContent) as Record<string, unknown>)
      .find((value) => value['@type'] === 'Car'),
  };
}

const onSale = (car: CarDocument) =>
  car.status === 'in_stock' && !car.sold && !car.reserved && car.price > 200;

describe('car states', () => {
  test('in stock and reservable: every action, Reserve with its deposit', async () => {
    const car = find('reservable', (c) => onSale(c) && c.reservable !== false && !c.tag);
    const page = await carPage(car);
    expect(page.res.status).toBe(200);
    expect(page.root.querySelector('h1')?.text).toBe(car.name);
    expect(page.actions[0]).toBe('Enquire');
    expect(page.actions).toContain('Get Finance');
    expect(page.actions).toContain('Got a Question?');
    expect(page.actions.find((a) => a.startsWith('Reserve Car Now'))).toMatch(
      /with a \$[\d,]+ deposit/,
    );
    expect(page.actions).toContain('Book a Test Drive');
    expect(page.robots).toBeNull();
    expect(page.jsonLd).toMatchObject({
      name: car.car_type === 'demo' ? `${car.name} (demo)` : car.name,
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      mileageFromOdometer: { value: car.km, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: car.price,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer' },
      },
    });
  });

  test('reserved: the Reserved badge, no reserve button, limited availability', async () => {
    const car = find('reserved', (c) => c.reserved && !c.sold && c.status === 'in_stock');
    const page = await carPage(car);
    expect(page.badge).toBe('Reserved');
    expect(page.actions.some((a) => a.startsWith('Reserve'))).toBe(false);
    expect(page.actions).toContain('Enquire');
    expect((page.jsonLd?.offers as { availability: string }).availability).toBe(
      'https://schema.org/LimitedAvailability',
    );
  });

  test('sold: says so, offers something similar only, noindex, sold out', async () => {
    const car = find('sold', (c) => c.sold);
    const page = await carPage(car);
    expect(page.res.status).toBe(200);
    expect(page.root.querySelector('.car__sold')?.text).toContain('has been sold');
    expect(page.actions).toEqual(['Find Me Something Similar']);
    expect(page.robots).toBe('noindex,follow');
    expect((page.jsonLd?.offers as { availability: string }).availability).toBe(
      'https://schema.org/SoldOut',
    );
  });

  test('coming soon: COMING SOON, no test drive, no reserve, a pre-order', async () => {
    const car = find('coming soon', (c) => c.status === 'coming_soon' && !c.sold && !c.reserved);
    const page = await carPage(car);
    expect(page.actions).toContain('Enquire');
    expect(page.actions).not.toContain('Book a Test Drive');
    expect(page.actions.some((a) => a.startsWith('Reserve'))).toBe(false);
    expect((page.jsonLd?.offers as { availability: string }).availability).toBe(
      'https://schema.org/PreOrder',
    );
  });

  test('test-drive-only: badge and no reserve button', async () => {
    const car = find('test drive only', (c) => onSale(c) && c.tag === 'Test Drive Only');
    const page = await carPage(car);
    expect(page.badge).toBe('Test Drive Only');
    expect(page.actions.some((a) => a.startsWith('Reserve'))).toBe(false);
    expect(page.actions).toContain('Book a Test Drive');
  });
});

test('an unknown slug and another dealer’s car are 404 pages with a way into the listing', async () => {
  const other = stock('bayside-mazda')[0]!;
  for (const path of ['/cars/no-such-car', other.url]) {
    const res = await request(fixture.current.app).get(path).set('Host', HOST);
    expect(res.status, path).toBe(404);
    expect(res.text).toContain(fixture.tenant(SLUG).search.listing_path);
    expect(res.text).not.toContain(other.stocknum);
  }
});

test('similar cars are the dealer’s own unsold cars, never the car itself', async () => {
  const car = find('on sale', onSale);
  const page = await carPage(car);
  const own = new Set(
    stock()
      .filter((c) => !c.sold)
      .map((c) => c.url),
  );
  const links = page.root
    .querySelectorAll('.car__similar article h3 a')
    .map((a) => a.getAttribute('href')!);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(own.has(link)).toBe(true);
    expect(link).not.toBe(car.url);
  }
});

test('the sitemap lists every unsold car page with the time its import last changed it', async () => {
  const res = await request(fixture.current.app).get('/sitemap.xml').set('Host', HOST);
  expect(res.status).toBe(200);
  const entries = new Map(
    [
      ...res.text.matchAll(
        /<url><loc>https:\/\/[^/]+(\/cars\/[^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g,
      ),
    ].map((match) => [match[1]!, match[2]]),
  );
  const cars = stock();
  for (const car of cars.filter((c) => !c.sold)) {
    expect(entries.get(car.url), car.url).toBe(car.updated_at);
  }
  for (const car of cars.filter((c) => c.sold)) expect(entries.has(car.url)).toBe(false);
});

test('a priced car on a finance site offers the calculator with its full disclosure', async () => {
  const car = find('priced', (c) => onSale(c) && c.price_type !== 'Price on application');
  const page = await carPage(car);
  const calculator = page.root.querySelector('.finance-calculator');
  expect(calculator).not.toBeNull();
  expect(calculator!.text).toMatch(/comparison rate/i);
  expect(calculator!.text).toMatch(/\$[\d,]+(\.\d{2})?/);
  const sold = await carPage(find('sold', (c) => c.sold));
  expect(sold.root.querySelector('.finance-calculator')).toBeNull();
});

test.each(DEMO_SLUGS)(
  '%s: Trade-In Valuation only for cars that qualify (at most 7 years old and 100,000 km)',
  async (slug) => {
    const year = currentYearInSydney(new Date());
    const cars = stock(slug).filter(onSale);
    const young = cars.find((c) => year - c.year <= 6 && c.km < 90_000);
    const old = cars.find((c) => year - c.year > 7 && c.km <= 100_000);
    const worn = cars.find((c) => year - c.year <= 7 && c.km > 100_000);
    expect(young, `${slug} has a young car`).toBeDefined();
    const host = `${slug}.localhost`;
    expect((await carPage(young!, host)).actions).toContain('Trade-In Valuation');
    // Either figure alone rules the button out; not every site stocks both kinds.
    for (const car of [old, worn].filter((c) => c !== undefined)) {
      expect((await carPage(car, host)).actions, car.url).not.toContain('Trade-In Valuation');
    }
  },
);

test('the phone is masked until revealed, keeping its first five characters', async () => {
  const car = find('on sale', onSale);
  const page = await carPage(car);
  const button = page.root.querySelector('.car-sidebar button');
  expect(button?.text).toContain('Click to reveal phone number');
  const masked = button?.text.match(/[\d+()\s]{2,}\*[*\s]*/)?.[0]?.trim() ?? '';
  expect(car.location.phone.startsWith(masked.slice(0, 5))).toBe(true);
  expect(masked).toMatch(/\*/);
});

// product rule 9.13: a badge that repeats the model, and a renamed model that starts with its
// make, are named once in the heading, the <title>, the structured data and the similar cards.
test.each([
  [SLUG, 'a base-model', (car: CarDocument) => car.badge === car.model],
  ['bayside-mazda', 'a Mazda3', (car: CarDocument) => car.model === 'Mazda3'],
])('%s: %s car is titled with each part once', async (slug, description, predicate) => {
  const car = stock(slug).find(predicate);
  if (!car) throw new Error(`the demo stock has no ${description} car`);
  const page = await carPage(car, `${slug}.localhost`);
  const expected =
    car.model === car.badge
      ? `${car.year} ${car.make} ${car.model}`
      : `${car.year} ${car.model} ${car.badge}`.trim();
  expect(page.root.querySelector('h1')?.text).toBe(expected);
  expect(page.root.querySelector('title')?.text).toMatch(new RegExp(`^${expected} \\| `));
  expect(String(page.jsonLd?.name).replace(/ \(demo\)$/, '')).toBe(expected);
  const similar = page.root.querySelectorAll('.car__similar .car-card__title').map((t) => t.text);
  for (const title of similar) expect(title).not.toMatch(/\b(\w+) \1\b|Mazda Mazda/);
});

// product rule 9.8: the seller's closed days in the car's structured data open and close at
// 00:00; a specification without times reads as open all day.
test("the car's seller states closed days as opens = closes = 00:00", async () => {
  const page = await carPage(find('on-sale', onSale));
  const offers = page.jsonLd?.offers as { seller: { openingHoursSpecification: object[] } };
  const hours = offers.seller.openingHoursSpecification;
  expect(hours.length).toBeGreaterThan(0);
  for (const spec of hours)
    expect(spec).toMatchObject({ opens: expect.any(String), closes: expect.any(String) });
  expect(hours).toContainEqual(
    expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '00:00', closes: '00:00' }),
  );
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRICE_TYPES, type Car } from '#shared/inventory/car.ts';
import { generateInventory } from '#seed/generate-inventory.ts';
import type { SeedDealer, SeedLocation } from '#seed/seed-dealer.ts';
import { findStockProfile, listAllowedCarTypes } from '#seed/stock-profiles.ts';
import { computeVinCheckDigit, VIN_PATTERN } from '#seed/vin.ts';
import { parseSeedArgs, runSeed } from '../../../scripts/seed.ts';

const NOW = new Date('2025-06-15T02:30:00.000Z');
const DAY_MS = 86_400_000;
const IMAGES_DIR = fileURLToPath(new URL('../../../seed/images', import.meta.url));

function location(id: number, type: string, city: string, manufacturers?: string[]): SeedLocation {
  return {
    id,
    name: `${city} ${type || 'yard'}`,
    slug: `${city.toLowerCase()}-${id}`,
    location_type: type,
    address: { city, state: 'NSW', postcode: '2000' },
    contact_detail: { phone: `02 5550 ${id}` },
    ...(manufacturers ? { manufacturers } : {}),
  };
}

const stripe = {
  authorization_type: 'stripe',
  authorization_key: 'pk_test_fixture',
  deposit_amount: 500,
  apple_pay_enabled: true,
  google_pay_enabled: false,
};

const DEALERS: SeedDealer[] = [
  {
    slug: 'harbour-city-motors',
    dealership: { id: 1, name: 'Harbour Fixture' },
    locations: [
      location(1101, 'sales', 'Concord', ['Toyota']),
      location(1102, 'sales', 'Gladesville', ['Mazda']),
      location(1103, '', 'Brookvale'),
      location(1104, 'service', 'Ryde'),
      location(1105, 'parts', 'Silverwater'),
    ],
    payment_processors: [stripe],
  },
  {
    slug: 'southern-cross-trucks',
    dealership: { id: 2, name: 'Trucks Fixture' },
    locations: [location(2101, 'service', 'Dandenong'), location(2102, 'sales', 'Laverton')],
    payment_processors: [],
  },
  {
    slug: 'high-country-rv-moto',
    dealership: { id: 3, name: 'RV Fixture' },
    locations: [location(3101, 'sales', 'Wangaratta')],
    payment_processors: [{ ...stripe, authorization_type: 'till', authorization_key: undefined }],
  },
  {
    slug: 'fixture-service-only', // no stock profile, no sales location
    dealership: { id: 4, name: 'Service Fixture' },
    locations: [location(4101, 'service', 'Penrith'), location(4102, 'parts', 'Penrith')],
    payment_processors: [],
  },
];

const SALES_LOCATION_IDS: Record<string, number[]> = {
  'harbour-city-motors': [1101, 1102, 1103],
  'southern-cross-trucks': [2102],
  'high-country-rv-moto': [3101],
  'fixture-service-only': [4101],
};

const generate = (count = 1500, seed = 7): Car[] =>
  generateInventory(DEALERS, { seed, count, now: NOW });
const cars = generate();

describe('generateInventory', () => {
  it('is deterministic for the same dealers, seed and now', () => {
    expect(JSON.stringify(generate())).toBe(JSON.stringify(cars));
    expect(JSON.stringify(generate(1500, 8))).not.toBe(JSON.stringify(cars));
  });

  it('never reads the clock or Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const clock = vi.spyOn(Date, 'now');
    generate(200);
    expect(random).not.toHaveBeenCalled();
    expect(clock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it.each([0, 1, 7, 250, 1001])('returns exactly %i cars', (count) => {
    expect(generate(count)).toHaveLength(count);
  });

  it('gives every car a unique id, slug, VIN and stock number', () => {
    for (const key of ['id', 'slug', 'vin', 'stocknum'] as const) {
      expect(new Set(cars.map((car) => car[key])).size).toBe(cars.length);
    }
  });

  it('writes 17-character VINs without I, O or Q and with a valid check digit', () => {
    for (const { vin } of cars) {
      expect(vin).toMatch(VIN_PATTERN);
      expect(vin[8]).toBe(computeVinCheckDigit(vin));
    }
  });

  it('builds slugs from year, make, model, badge and stock number', () => {
    for (const car of cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.slug.startsWith(`${car.year}-`)).toBe(true);
      expect(car.slug.endsWith(car.stocknum.toLowerCase())).toBe(true);
      expect(car.url).toBe(`/cars/${car.slug}`);
    }
  });

  it('lists cars within the 60 days before now, some inside the 8-day new window', () => {
    const ages = cars.map((car) => NOW.getTime() - Date.parse(car.created_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThan(60 * DAY_MS);
    expect(ages.filter((age) => age <= 8 * DAY_MS).length).toBeGreaterThan(cars.length * 0.05);
  });

  it('has coming soon, sold and reserved cars, with consistent flags', () => {
    expect(cars.some((car) => car.status === 'coming_soon')).toBe(true);
    expect(cars.some((car) => car.sold)).toBe(true);
    expect(cars.some((car) => car.reserved)).toBe(true);
    for (const car of cars) {
      expect(car.sold).toBe(car.status === 'sold');
      if (car.reserved) expect(car.status).toBe('in_stock');
    }
  });

  it('places every car with a given dealer at one of its sales locations', () => {
    for (const car of cars) {
      const dealer = DEALERS.find((entry) => entry.slug === car.dealership_slug);
      expect(dealer?.dealership.id).toBe(car.dealership_id);
      expect(SALES_LOCATION_IDS[car.dealership_slug]).toContain(car.location.id);
      const seeded = dealer?.locations.find((entry) => entry.id === car.location_id);
      expect(car.city).toBe(seeded?.address.city);
      expect(car.location.phone).toBe(seeded?.contact_detail.phone);
    }
  });

  it('only stocks the car types its dealer profile allows', () => {
    for (const car of cars) {
      expect(listAllowedCarTypes(findStockProfile(car.dealership_slug))).toContain(car.car_type);
    }
    const unprofiled = cars.filter((car) => car.dealership_slug === 'fixture-service-only');
    expect(unprofiled.length).toBeGreaterThan(0);
    expect(unprofiled.every((car) => car.car_type === 'used')).toBe(true);
    const trucks = cars.filter((car) => car.dealership_slug === 'southern-cross-trucks');
    expect(trucks.every((car) => car.make === 'Fuso' && car.vehicle_kind === 'truck')).toBe(true);
  });

  it('prices every car above 200, except price-on-application cars at 0', () => {
    for (const car of cars) {
      expect(PRICE_TYPES).toContain(car.price_type);
      if (car.price_type === 'Price on application') expect(car.price).toBe(0);
      else expect(car.price).toBeGreaterThan(200);
    }
  });

  it('keeps odometers in range for the condition', () => {
    for (const car of cars) {
      if (car.vehicle_kind === 'rv' && car.simple_body !== 'motorhome') expect(car.km).toBe(0);
      else if (car.car_type === 'new') expect(car.km).toBeLessThanOrEqual(50);
      else if (car.car_type === 'demo') expect(car.km).toBeGreaterThanOrEqual(500);
      else expect(car.km).toBeGreaterThanOrEqual(5000);
      expect(car.km).toBeLessThanOrEqual(250_000);
    }
  });

  it('copies payment processors and points images at generated files', () => {
    for (const car of cars) {
      const dealer = DEALERS.find((entry) => entry.slug === car.dealership_slug);
      expect(car.payment_processors).toHaveLength(dealer?.payment_processors.length ?? -1);
      expect(car.images[0]).toBe(car.primary_image_url);
      const file = car.primary_image_url.replace('/images/vehicles/', '');
      expect(fs.existsSync(path.join(IMAGES_DIR, file)), file).toBe(true);
    }
  });
});

describe('scripts/seed.ts', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads --scale as the car count', () => {
    expect(parseSeedArgs(['--scale', '20000']).count).toBe(20000);
    expect(() => parseSeedArgs(['--scale', 'many'])).toThrow(/--scale/);
  });

  it('imports the demo stock of every tenant into --data-dir, one file per tenant', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await runSeed(['--data-dir', dir, '--scale', '123', '--now', NOW.toISOString()]);
    vi.restoreAllMocks();
    const files = fs.readdirSync(path.join(dir, 'inventory')).sort();
    expect(files).toEqual([
      'bayside-mazda.json',
      'coastal-used-cars.json',
      'harbour-city-motors.json',
      'high-country-rv-moto.json',
      'southern-cross-trucks.json',
    ]);
    let total = 0;
    for (const file of files) {
      const written = JSON.parse(fs.readFileSync(path.join(dir, 'inventory', file), 'utf8'));
      expect(written.tenant).toBe(file.replace('.json', ''));
      expect(written.source).toBe('demo');
      expect(written.imported_at).toBe(NOW.toISOString());
      expect(written.cars).toHaveLength(written.count);
      for (const car of written.cars as Car[]) expect(car.dealership_slug).toBe(written.tenant);
      total += written.count;
    }
    expect(total).toBe(123);
  });
});

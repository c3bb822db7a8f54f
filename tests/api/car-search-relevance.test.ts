// decision 0013: real shopper queries against the demo stock, imported the way a feed is
// (renames, documents, index settings), with what must come first for each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Index } from 'meilisearch';
import type { CarDocument } from '#server/search/cars-document.server.ts';
import { CARS_INDEX_UID } from '#server/search/cars-index.server.ts';
import { createSearchEngine } from '#server/search/engine/search-engine.ts';
import { createInProcessMeiliSearch } from '#server/search/engine/http/in-process-client.ts';
import { seedDemoInventory } from '../../scripts/demo-inventory.ts';

// A fixed day and the default seed: the same stock on every run.
const NOW = new Date('2026-03-02T00:00:00Z');
// The leading hits checked: this many, or all the stock has when it has fewer.
const LEADING = 8;

type Car = CarDocument;
const model = (name: string) => (car: Car) => car.model === name;
const body =
  (...bodies: string[]) =>
  (car: Car) =>
    bodies.includes(car.simple_body ?? '');
const fuel =
  (...fuels: string[]) =>
  (car: Car) =>
    fuels.includes(car.simple_fuel ?? '');
const gearbox = (name: string) => (car: Car) => car.simple_transmission === name;
const condition = (type: string) => (car: Car) => car.car_type === type;
const badge = (name: string) => (car: Car) => car.badge === name;
const all =
  (...checks: Array<(car: Car) => boolean>) =>
  (car: Car) =>
    checks.every((check) => check(car));
const is4x4 = (car: Car) => car.simple_body === '4x4' || car.simple_drive === '4x4';

/** [query, what the leading hits are, the rule each of them passes]. */
const QUERIES: Array<[string, string, (car: Car) => boolean]> = [
  // Body types and their everyday names.
  ['ute', 'utes', body('ute')],
  ['utes', 'utes', body('ute')],
  ['pickup', 'utes', body('ute')],
  ['dual cab', 'utes', body('ute')],
  ['4x4', '4x4s', is4x4],
  ['4wd', '4x4s', is4x4],
  ['people mover', 'people movers', body('peopleMover')],
  ['minivan', 'people movers', body('peopleMover')],
  ['hatch', 'hatches', body('hatch', 'hatchback')],
  ['hatchback', 'hatches', body('hatch', 'hatchback')],
  ['wagon', 'wagons', body('wagon', 'stationWagon')],
  ['station wagon', 'wagons', body('wagon', 'stationWagon')],
  ['cab chassis', 'cab chassis', body('cabChassis')],
  ['tray back', 'cab chassis', body('cabChassis')],
  ['sedan', 'sedans', body('sedan')],
  ['suv', 'SUVs', body('suv')],
  ['convertible', 'convertibles', body('convertible')],
  ['cabriolet', 'convertibles', body('convertible')],
  ['van', 'vans', body('van')],
  ['light truck', 'light trucks', body('lightTruck')],
  ['bus', 'buses', body('bus')],
  ['campervan', 'motorhomes', body('motorhome')],
  // Fuel and gearbox.
  ['hybrid', 'hybrids', fuel('Hybrid', 'Plug-in Hybrid')],
  ['electric', 'electric cars', fuel('Electric')],
  ['ev', 'electric cars', fuel('Electric')],
  ['diesel', 'diesels', fuel('Diesel')],
  ['phev', 'plug-in hybrids', fuel('Plug-in Hybrid')],
  // Fuso's '1124 Auto' says so in its name; its feed leaves the gearbox out.
  ['auto', 'automatics', (car) => gearbox('Automatic')(car) || / Auto$/.test(car.name)],
  ['automatic', 'automatics', gearbox('Automatic')],
  ['manual', 'manuals', gearbox('Manual')],
  // Condition.
  ['new', 'new cars', condition('new')],
  ['used', 'used cars', condition('used')],
  ['demo', 'demo cars', condition('demo')],
  ['pre owned', 'used cars', condition('used')],
  ['demonstrator', 'demo cars', condition('demo')],
  // Words together.
  ['diesel ute', 'diesel utes', all(body('ute'), fuel('Diesel'))],
  ['manual ute', 'manual utes', all(body('ute'), gearbox('Manual'))],
  ['hybrid suv', 'hybrid SUVs', all(body('suv'), fuel('Hybrid', 'Plug-in Hybrid'))],
  ['electric suv', 'electric SUVs', all(body('suv'), fuel('Electric'))],
  ['used hilux', 'used HiLuxes', all(model('HiLux'), condition('used'))],
  ['new hilux', 'new HiLuxes', all(model('HiLux'), condition('new'))],
  ['corolla hybrid', 'hybrid Corollas', all(model('Corolla'), fuel('Hybrid'))],
  // Models with or without the make or a space: the exact model first.
  ['mazda 3', 'Mazda3s', model('Mazda3')],
  ['mazda3', 'Mazda3s', model('Mazda3')],
  ['mazda 2', 'Mazda2s', model('Mazda2')],
  ['mazda 6', 'Mazda6s', model('Mazda6')],
  ['cx5', 'CX-5s', model('CX-5')],
  ['cx 5', 'CX-5s', model('CX-5')],
  ['cx-5', 'CX-5s', model('CX-5')],
  ['mazda cx5', 'CX-5s', model('CX-5')],
  ['cx30', 'CX-30s', model('CX-30')],
  ['cx 3', 'CX-3s', model('CX-3')],
  ['bt50', 'BT-50s', model('BT-50')],
  ['hilux sr5', 'HiLux SR5s', all(model('HiLux'), badge('SR5'))],
  ['hilux workmate', 'HiLux Workmates', all(model('HiLux'), badge('Workmate'))],
  ['rav 4', 'RAV4s', model('RAV4')],
  ['land cruiser', 'LandCruisers', model('LandCruiser')],
  ['dmax', 'D-Maxes', model('D-Max')],
  ['xtrail', 'X-Trails', model('X-Trail')],
  ['crv', 'CR-Vs', model('CR-V')],
  ['model 3', 'Tesla Model 3s', model('Model 3')],
  ['ranger wildtrak', 'Ranger Wildtraks', all(model('Ranger'), badge('Wildtrak'))],
  // Typos still find the car.
  ['corola', 'Corollas', model('Corolla')],
  ['hilix', 'HiLuxes', model('HiLux')],
  ['carnivl', 'Carnivals', model('Carnival')],
  ['outbak', 'Outbacks', model('Outback')],
];

let dataDir = '';
let index: Index<Car>;
let stock: Car[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-platform-relevance-'));
  const client = createInProcessMeiliSearch(createSearchEngine());
  await seedDemoInventory({ dataDir, now: NOW, searchClient: client });
  index = client.index<Car>(CARS_INDEX_UID);
  stock = (await index.getDocuments({ limit: 100_000 })).results;
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a text search leads with what the shopper meant', () => {
  test.each(QUERIES)('%s: %s first', async (query, _meaning, isExpected) => {
    const stocked = stock.filter(isExpected).length;
    expect(stocked, 'the demo stock has no such car: the query tests nothing').toBeGreaterThan(0);
    const leading = Math.min(LEADING, stocked);
    const { hits } = await index.search(query, { limit: leading });
    expect(hits).toHaveLength(leading);
    const unexpected = hits.filter((car) => !isExpected(car)).map((car) => car.name);
    expect(unexpected).toEqual([]);
  });
});

import type { Meilisearch } from 'meilisearch';

/** A small deterministic car inventory: distinct prices, km and ranks so sorts have one answer. */
export interface FixtureCar {
  id: number;
  stock_number: string;
  make: string;
  model: string;
  make_model: string;
  title: string;
  description: string;
  year: number;
  price: number;
  km: number;
  body: string;
  city: string;
  features: string[];
  tag?: string | null;
  created_at: number;
  custom_rank: number;
}

const rows: Array<
  [
    number,
    string,
    string,
    number,
    number,
    number,
    string,
    string,
    string[],
    string | null | undefined,
  ]
> = [
  [
    1,
    'Toyota',
    'Corolla',
    2019,
    18_990,
    45_000,
    'sedan',
    'Sydney',
    ['bluetooth', 'reversing camera'],
    'special',
  ],
  [
    2,
    'Toyota',
    'Camry',
    2021,
    27_990,
    22_000,
    'sedan',
    'Melbourne',
    ['bluetooth', 'sunroof'],
    undefined,
  ],
  [
    3,
    'Toyota',
    'RAV4',
    2022,
    38_990,
    15_000,
    'suv',
    'Sydney',
    ['bluetooth', 'awd', 'reversing camera'],
    undefined,
  ],
  [4, 'Mazda', 'CX-5', 2020, 31_990, 40_000, 'suv', 'Brisbane', ['awd', 'bluetooth'], undefined],
  [5, 'Mazda', '3', 2018, 16_990, 70_000, 'hatch', 'Sydney', ['bluetooth'], undefined],
  [6, 'Ford', 'Ranger', 2021, 49_990, 30_000, 'ute', 'Brisbane', ['towbar', 'awd'], 'special'],
  [7, 'Ford', 'Focus', 2017, 12_990, 95_000, 'hatch', 'Melbourne', [], undefined],
  [8, 'Hyundai', 'i30', 2020, 19_990, 35_000, 'hatch', 'Sydney', ['reversing camera'], null],
  [
    9,
    'Kia',
    'Sportage',
    2023,
    41_990,
    5_000,
    'suv',
    'Melbourne',
    ['awd', 'sunroof', 'bluetooth'],
    undefined,
  ],
  [10, 'Škoda', 'Octavia', 2019, 24_990, 50_000, 'wagon', 'Sydney', ['sunroof'], undefined],
  [11, 'Holden', 'Commodore', 2015, 9_990, 150_000, 'sedan', 'Brisbane', ['towbar'], undefined],
  [12, 'Subaru', 'Outback', 2020, 33_990, 46_000, 'wagon', 'Melbourne', ['awd'], undefined],
];

export function carsFixture(): FixtureCar[] {
  return rows.map(([id, make, model, year, price, km, body, city, features, tag]) => {
    const car: FixtureCar = {
      id,
      stock_number: `STK${String(id).padStart(5, '0')}`,
      make,
      model,
      make_model: `${make} ${model}`,
      title: `${year} ${make} ${model}`,
      description: `A clean ${year} ${make} ${model} ${body} located in ${city}, serviced on time with ${km} km on the odometer and ready to drive away today.`,
      year,
      price,
      km,
      body,
      city,
      features,
      created_at: 1_700_000_000 + id * 86_400,
      custom_rank: (id * 7) % 13,
    };
    if (tag !== undefined) car.tag = tag;
    return car;
  });
}

export const CAR_SETTINGS = {
  filterableAttributes: [
    'make',
    'make_model',
    'body',
    'city',
    'features',
    'tag',
    'year',
    'price',
    'km',
  ],
  sortableAttributes: ['price', 'km', 'year', 'created_at', 'custom_rank'],
  searchableAttributes: ['title', 'make', 'model', 'description', 'stock_number'],
  typoTolerance: { disableOnAttributes: ['stock_number'] },
};

export function idsOf(hits: ReadonlyArray<Record<string, unknown>>): number[] {
  return hits.map((hit) => hit.id as number);
}

export function fixtureIds(predicate: (car: FixtureCar) => boolean): number[] {
  return carsFixture()
    .filter(predicate)
    .map((car) => car.id);
}

/** Creates `uid` with the car settings and documents and waits for every task. */
export async function createCarsIndex(client: Meilisearch, uid: string): Promise<void> {
  await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
  const settings = await client.index(uid).updateSettings(CAR_SETTINGS).waitTask();
  if (settings.status !== 'succeeded')
    throw new Error(`settings failed: ${JSON.stringify(settings.error)}`);
  const added = await client.index(uid).addDocuments(carsFixture()).waitTask();
  if (added.status !== 'succeeded')
    throw new Error(`documents failed: ${JSON.stringify(added.error)}`);
}

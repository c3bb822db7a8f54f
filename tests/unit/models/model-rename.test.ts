import { describe, expect, test } from 'vitest';
import { renameModel } from '#shared/models/model-rename.ts';
import { siteModels } from '#shared/models/site-models.ts';
import { completeCar } from '#server/inventory/import/complete-car.ts';
import { toFeedRow } from '../../../scripts/demo-inventory.ts';
import { baysideRow, demoCarsOf, NOW, tenant } from '../inventory-import/support.ts';

const MAZDA_RENAMES = { '2': 'Mazda2', '3': 'Mazda3', '6': 'Mazda6' };

// product rule 9.7: 2, 3, 6 become Mazda2, Mazda3, Mazda6.
test.each([
  ['3', 'Mazda3'],
  ['2', 'Mazda2'],
  ['6', 'Mazda6'],
  [' 3 ', 'Mazda3'],
  ['CX-3', 'CX-3'],
  ['Mazda3', 'Mazda3'],
  ['30', '30'],
])('%s is shown as %s', (raw, shown) => {
  expect(renameModel(raw, MAZDA_RENAMES)).toBe(shown);
});

test('a site without renames keeps every name', () => {
  expect(renameModel('3', undefined)).toBe('3');
  expect(renameModel('toString', {})).toBe('toString');
});

describe('where renames apply: once, at import (docs/decisions/0008)', () => {
  const bayside = tenant('bayside-mazda');

  test("a feed's bare '3' is Mazda3 in the car's model, name and address", () => {
    const result = completeCar(baysideRow({ model: '3', badge: 'G20 Pure' }), {
      tenant: bayside,
      previousCreatedAt: new Map(),
      now: NOW,
    });
    if ('problems' in result) throw new Error(JSON.stringify(result.problems));
    expect(result.car).toMatchObject({
      model: 'Mazda3',
      // product rule 9.13: the title names the make once; the address keeps every part.
      name: '2021 Mazda3 G20 Pure',
      slug: '2021-mazda-mazda3-g20-pure-bm100',
    });
  });

  test("a feed's own title is rebuilt from the car's parts (product rule 9.13)", () => {
    const context = { tenant: bayside, previousCreatedAt: new Map(), now: NOW };
    const renamed = completeCar(baysideRow({ model: '6', name: '2021 Mazda 6 Touring' }), context);
    const other = completeCar(baysideRow({ name: 'CX-5 Maxx, one owner' }), context);
    expect('car' in renamed && renamed.car.name).toBe('2021 Mazda6');
    expect('car' in other && other.car.name).toBe('2021 Mazda CX-5');
  });

  test("the demo feed sends Mazda's bare codes, as a real feed would, and only where renamed", () => {
    const cars = demoCarsOf('bayside-mazda');
    const rows = cars.map((car) => toFeedRow(car, bayside) as { model: string; name?: string });
    const renamedCars = cars.filter((car) => ['Mazda2', 'Mazda3', 'Mazda6'].includes(car.model));
    expect(renamedCars.length).toBeGreaterThan(0);
    for (const [index, car] of cars.entries()) {
      const row = rows[index]!;
      if (renamedCars.includes(car)) {
        expect(row.model).toBe(car.model.replace('Mazda', ''));
        expect(row.name).toBeUndefined();
      } else {
        expect(row).toBe(car);
      }
    }
  });

  test("the site's own model list is shown renamed too, in its configured order", () => {
    const models = siteModels({
      model_renames: MAZDA_RENAMES,
      models: [
        { id: 2, name: 'CX-5', slug: 'cx-5', position: 2, manufacturer_name: 'Mazda' },
        { id: 1, name: '3', slug: 'mazda3', position: 1, manufacturer_name: 'Mazda' },
      ],
    });
    expect(models.map((model) => model.name)).toEqual(['Mazda3', 'CX-5']);
  });
});

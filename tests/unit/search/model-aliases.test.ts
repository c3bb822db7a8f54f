import { describe, expect, test } from 'vitest';
import { listModelSpellings, listNameAliases } from '#shared/inventory/model-aliases.ts';

describe('a model is also found the other ways shoppers write it', () => {
  test.each([
    ['Mazda3', ['Mazda 3']],
    ['CX-5', ['CX5']],
    ['BT-50', ['BT50']],
    ['RAV4', ['RAV 4']],
    ['i30', ['i 30']],
    ['HiLux', ['Hi Lux']],
    ['LandCruiser', ['Land Cruiser']],
    ['D-Max', ['DMax']],
    ['Model 3', ['Model3']],
    ['YZF-R1', ['YZFR1', 'YZF R 1']],
    ['Corolla', []],
    ['3', []],
  ])('%s: %j', (model, spellings) => {
    expect(listModelSpellings(model)).toEqual(spellings);
  });

  test('each alias is the name without the year, with the model spelt another way', () => {
    expect(listNameAliases({ make: 'Mazda', model: 'Mazda3', badge: 'G25 GT' })).toEqual([
      'Mazda Mazda 3 G25 GT',
    ]);
    expect(listNameAliases({ make: 'Toyota', model: 'Corolla', badge: 'SX' })).toEqual([]);
    expect(listNameAliases({ make: 'Tesla', model: 'Model Y', badge: '' })).toEqual([
      'Tesla ModelY',
    ]);
  });
});

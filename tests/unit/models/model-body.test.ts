import { describe, expect, test } from 'vitest';
import {
  bodyFilterSlug,
  listModelBodies,
  modelBodyName,
  modelRangeHref,
  selectModelsByBody,
} from '#shared/models/model-body.ts';
import type { Model } from '#shared/tenant/tenant-config.ts';

// product rule 2.12: /models?body={body type lower-cased, spaces to hyphens, ampersand removed}.
test.each([
  ['SUV', 'suv'],
  ['Hatchback', 'hatchback'],
  ['People Mover', 'people-mover'],
  ['Cab & Chassis', 'cab-chassis'],
  ['Light Duty', 'light-duty'],
  ['  Built  Ready ', 'built-ready'],
  ['4x4', '4x4'],
])('body %s -> ?body=%s', (body, slug) => {
  expect(bodyFilterSlug(body)).toBe(slug);
});

test('a model is filed under its display body style, else its body type', () => {
  expect(modelBodyName({ bodyStyle: 'Light Duty', body: 'lightTruck' })).toBe('Light Duty');
  expect(modelBodyName({ body: 'cabChassis' })).toBe('Cab Chassis');
  expect(modelBodyName({})).toBeUndefined();
  expect(modelRangeHref('suv')).toBe('/models?body=suv');
  expect(modelRangeHref()).toBe('/models?body=all');
});

describe('selecting the range by body', () => {
  const model = (id: number, bodyStyle?: string): Model => ({
    id,
    name: `M${id}`,
    slug: `m${id}`,
    manufacturer_name: 'Mazda',
    ...(bodyStyle ? { bodyStyle } : {}),
  });
  const range = [
    model(1, 'Hatchback'),
    model(2, 'SUV'),
    model(3, 'SUV'),
    model(4, 'Ute'),
    model(5),
  ];

  test('bodies present, in range order, with counts; a model without a body is in no chip', () => {
    expect(listModelBodies(range)).toEqual([
      { slug: 'hatchback', name: 'Hatchback', count: 1 },
      { slug: 'suv', name: 'SUV', count: 2 },
      { slug: 'ute', name: 'Ute', count: 1 },
    ]);
  });

  test.each([
    [null, 'all', [1, 2, 3, 4, 5]],
    ['all', 'all', [1, 2, 3, 4, 5]],
    ['suv', 'body', [2, 3]],
    ['SUV', 'body', [2, 3]],
    ['vans', 'unknown', [1, 2, 3, 4, 5]],
  ] as const)('?body=%s: %s', (body, kind, ids) => {
    const selection = selectModelsByBody(range, body);
    expect(selection.kind).toBe(kind);
    expect(selection.models.map((chosen) => chosen.id)).toEqual(ids);
  });
});

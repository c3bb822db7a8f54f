import { beforeAll, expect, it } from 'vitest';
import { describeEachTarget } from './support/targets.ts';
import { expectApiError } from './support/expect-api-error.ts';

// The granular form of filterableAttributes (Meilisearch 1.14+): rules
// `{ attributePatterns, features: { facetSearch, filter: { equality, comparison } } }`
// mixed with plain attribute names. The first rule matching an attribute decides.
const DOCUMENTS = [
  { id: 1, make: 'Toyota', color: 'red', year: 2019, price: 15000, vin: 'A1' },
  { id: 2, make: 'Honda', color: 'blue', year: 2021, price: 22000, vin: 'B2' },
  { id: 3, make: 'Toyota', color: 'blue', year: 2023, price: 31000, vin: 'C3' },
];

const RULES = [
  'make',
  {
    attributePatterns: ['year', 'price'],
    features: { facetSearch: false, filter: { equality: true, comparison: true } },
  },
  {
    attributePatterns: ['color'],
    features: { facetSearch: true, filter: { equality: true, comparison: false } },
  },
  {
    attributePatterns: ['vin'],
    features: { facetSearch: false, filter: { equality: false, comparison: false } },
  },
];

const ids = (hits: ReadonlyArray<Record<string, unknown>>) =>
  hits.map((hit) => hit.id as number).sort((a, b) => a - b);

describeEachTarget('granular filterableAttributes', (target) => {
  let uid = '';
  const index = () => target().client.index(uid);
  const filter = async (expression: string) =>
    ids((await index().search('', { filter: expression })).hits);

  beforeAll(async () => {
    uid = target().uid('granular_filters');
    await target().client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    await index().addDocuments(DOCUMENTS).waitTask();
    await index().updateFilterableAttributes(RULES).waitTask();
  });

  it('returns the rules as they were set, mixed with plain names', async () => {
    expect(await index().getFilterableAttributes()).toEqual(RULES);
    expect((await index().getSettings()).filterableAttributes).toEqual(RULES);
  });

  it('filters with the operators each rule allows', async () => {
    expect(await filter('make = Toyota AND year >= 2020')).toEqual([3]);
    expect(await filter('price 10000 TO 25000')).toEqual([1, 2]);
    expect(await filter('color = blue')).toEqual([2, 3]);
    expect(await filter('color IN [red]')).toEqual([1]);
    expect(await filter('color != red AND color EXISTS')).toEqual([2, 3]);
  });

  it('answers invalid_search_filter for an operator the rule does not allow', async () => {
    const error = await expectApiError(index().search('', { filter: 'color > a' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(error.message).toBe(
      `Index \`${uid}\`: Filter operator \`>\` is not allowed for the attribute \`color\`.\n` +
        '  - Note: allowed operators: OR, AND, NOT, =, !=, IN, IS EMPTY, IS NULL, EXISTS.\n' +
        '  - Note: field `color` matched rule #2 in `filterableAttributes`\n' +
        '  - Hint: enable comparison in rule #2 by modifying the features.filter object\n' +
        '  - Hint: prepend another rule matching `color` with appropriate filter features before rule #2',
    );
    const range = await expectApiError(index().search('', { filter: 'color a TO c' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(range.message).toContain(
      'Filter operator `TO` is not allowed for the attribute `color`',
    );
  });

  it('treats an attribute whose rule enables no filter as not filterable', async () => {
    const error = await expectApiError(index().search('', { filter: 'vin = A1' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(error.message).toContain(
      'Attribute `vin` is not filterable. Available filterable attribute patterns are: `color`, `make`, `price`, `year`.',
    );
    await expectApiError(index().search('', { facets: ['vin'] }), {
      status: 400,
      code: 'invalid_search_facets',
    });
  });

  it('counts facets of filterable rules', async () => {
    const result = await index().search('', { facets: ['color', 'make'] });
    expect(result.facetDistribution).toEqual({
      color: { blue: 2, red: 1 },
      make: { Honda: 1, Toyota: 2 },
    });
  });

  it('refuses equality on a rule with comparison only, and lets the first matching rule decide', async () => {
    await index()
      .updateFilterableAttributes([
        {
          attributePatterns: ['price'],
          features: { facetSearch: false, filter: { equality: false, comparison: true } },
        },
        'price',
      ])
      .waitTask();
    expect(await filter('price > 20000')).toEqual([2, 3]);
    const error = await expectApiError(index().search('', { filter: 'price = 15000' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
    expect(error.message).toBe(
      `Index \`${uid}\`: Filter operator \`=\` is not allowed for the attribute \`price\`.\n` +
        '  - Note: allowed operators: OR, AND, NOT, <, >, <=, >=, TO, IS EMPTY, IS NULL, EXISTS.\n' +
        '  - Note: field `price` matched rule #0 in `filterableAttributes`\n' +
        '  - Hint: enable equality in rule #0 by modifying the features.filter object\n' +
        '  - Hint: prepend another rule matching `price` with appropriate filter features before rule #0',
    );
    await index().updateFilterableAttributes(RULES).waitTask();
  });

  it('fills in the default features of a rule given without them', async () => {
    const other = target().uid('granular_defaults');
    await target().client.createIndex(other, { primaryKey: 'id' }).waitTask();
    const otherIndex = target().client.index(other);
    await otherIndex.addDocuments(DOCUMENTS).waitTask();
    // The client's type asks for `features`; Meilisearch defaults it.
    await otherIndex
      .updateFilterableAttributes([{ attributePatterns: ['year'] } as never])
      .waitTask();
    expect(await otherIndex.getFilterableAttributes()).toEqual([
      {
        attributePatterns: ['year'],
        features: { facetSearch: false, filter: { equality: true, comparison: false } },
      },
    ]);
    expect(ids((await otherIndex.search('', { filter: 'year = 2021' })).hits)).toEqual([2]);
    await expectApiError(otherIndex.search('', { filter: 'year > 2020' }), {
      status: 400,
      code: 'invalid_search_filter',
    });
  });

  it('refuses malformed rules with invalid_settings_filterable_attributes', async () => {
    for (const body of [
      [{ features: { facetSearch: true } }],
      // Given features must name every feature.
      [{ attributePatterns: ['color'], features: { facetSearch: true } }],
      [
        {
          attributePatterns: ['color'],
          features: { facetSearch: true, filter: { equality: true } },
        },
      ],
      [{ attributePatterns: ['color'], features: { facetSearch: true, sort: true } }],
      [
        {
          attributePatterns: ['color'],
          features: { facetSearch: true, filter: { equality: 'yes', comparison: false } },
        },
      ],
      [{ attributePatterns: 'color' }],
      [42],
    ]) {
      const response = await target().fetch(`/indexes/${uid}/settings/filterable-attributes`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'invalid_settings_filterable_attributes',
        type: 'invalid_request',
      });
    }
    expect(await index().getFilterableAttributes()).toEqual(RULES);
    const response = await target().fetch(`/indexes/${uid}/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        filterableAttributes: [{ attributePatterns: ['color'], features: {} }],
      }),
    });
    expect(await response.json()).toMatchObject({
      message: 'Missing field `facetSearch` inside `.filterableAttributes[0].features`',
      code: 'invalid_settings_filterable_attributes',
    });
  });
});

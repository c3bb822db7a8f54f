// product rule 9.15: the typeahead's first option names the query as the listing reads it.
import { expect, test } from 'vitest';
import { understoodTypeahead } from '#shared/pages/listing/typeahead-understood.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { parseTenantScope, scopeQuery } from '#server/search/proxy/scope-query.ts';
import { validateProxyBody } from '#server/search/proxy/validate-request.ts';

const vocabulary = buildListingVocabulary({
  listingPath: '/search/cars',
  carTypes: ['new', 'used'],
  facetValues: {
    make: ['Toyota', 'Kia'],
    make_model: ['Toyota HiLux', 'Kia Carnival'],
    simple_body: ['ute', 'suv', 'peopleMover'],
    simple_fuel: ['Diesel'],
    colour: ['Red', 'White', 'Grey'],
  },
});

test.each([
  ['hilux sr5', 'Toyota HiLux SR5', '/search/toyota/hilux?query=sr5'],
  ['suv under 30k', 'SUVs under $30,000', '/search/suv?price=-30000'],
  ['used diesel ute 2018 or newer', 'Used Diesel Utes 2018 or newer', null],
  ['7 seater', 'Cars with 7+ seats', '/search/cars?seats=7-'],
  ['cheap kia people mover', 'Kia People Movers', null],
  ['red hilux', 'Red Toyota HiLux', '/search/cars?make=Toyota&make_model=Toyota+HiLux&colour=Red'],
  ['gray ute', 'Grey Utes', '/search/cars?simple_body=ute&colour=Grey'],
  ['toyota 20-30k', 'Toyota $20,000–$30,000', '/search/toyota?price=20000-30000'],
])('%s -> %s', (query, label, url) => {
  const understood = understoodTypeahead(query, vocabulary);
  expect(understood?.label).toBe(label);
  if (url) expect(understood?.url).toBe(url);
});

test('a query that reads no filter has no understood option', () => {
  expect(understoodTypeahead('sunroof', vocabulary)).toBeUndefined();
  expect(understoodTypeahead('price > 0 OR 1=1', vocabulary)).toBeUndefined();
});

test("the count query is the listing's own filter, which the search proxy allows", () => {
  const body = understoodTypeahead('hilux sr5', vocabulary)!.body;
  expect(body.queries[0]).toMatchObject({
    q: 'sr5',
    filter: '(make_model = "Toyota HiLux") AND (make = "Toyota")',
  });
  const [query] = validateProxyBody(body, 'cars').queries;
  const scope = parseTenantScope({ scope_filter: 'dealership_slug = "a"' });
  expect(() => scopeQuery(query!, 0, scope)).not.toThrow();
});

test('a colour word counts by the colour filter, which the search proxy allows', () => {
  const body = understoodTypeahead('white ute', vocabulary)!.body;
  expect(body.queries[0]).toMatchObject({
    q: '',
    filter: expect.stringContaining('colour = "White"'),
  });
  const [query] = validateProxyBody(body, 'cars').queries;
  const scope = parseTenantScope({ scope_filter: 'dealership_slug = "a"' });
  expect(() => scopeQuery(query!, 0, scope)).not.toThrow();
});

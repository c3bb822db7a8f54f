import { describe, expect, test } from 'vitest';
import {
  assertFacetable,
  assertFilterable,
  filterAttributes,
} from '#server/search/engine/filter/filter-attributes.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';
import { SearchError } from '#server/search/engine/search-error.ts';

function errorOf(run: () => unknown): SearchError {
  try {
    run();
  } catch (error) {
    if (error instanceof SearchError) return error;
    throw error;
  }
  throw new Error('expected a SearchError');
}

const messageOf = (input: Parameters<typeof parseFilter>[0]) =>
  errorOf(() => parseFilter(input)).message;

const OPERATIONS =
  'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, or `_geoBoundingBox`';

describe('malformed filters get Meilisearch’s invalid_search_filter error', () => {
  test('the error object has Meilisearch’s shape', () => {
    const error = errorOf(() => parseFilter('price >'));
    expect(error.toJSON()).toEqual({
      message: 'Was expecting a value but instead got nothing.\n8:8 price >',
      code: 'invalid_search_filter',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
    });
    expect(error.httpStatus).toBe(400);
    expect(error).toBeInstanceOf(Error);
  });

  // Messages and positions as in Meilisearch's filter-parser `error` tests.
  test.each([
    [
      'unclosed parenthesis',
      'channel = mv OR (followers >= 1000',
      'Expression `(followers >= 1000` is missing the following closing delimiter: `)`.\n17:35 channel = mv OR (followers >= 1000',
    ],
    [
      'unopened parenthesis',
      'channel = mv OR followers >= 1000)',
      'Found unexpected characters at the end of the filter: `)`. You probably forgot an `OR` or an `AND` rule.\n34:35 channel = mv OR followers >= 1000)',
    ],
    [
      'missing value',
      'channel =    ',
      'Was expecting a value but instead got nothing.\n14:14 channel =    ',
    ],
    [
      'value that is not a word',
      'channel = 🐻',
      'Was expecting a value but instead got `🐻`.\n11:12 channel = 🐻',
    ],
    [
      'value that is not a word, mid-filter',
      'channel = 🐻 AND followers < 100',
      'Was expecting a value but instead got `🐻`.\n11:12 channel = 🐻 AND followers < 100',
    ],
    [
      'reserved keyword as a value',
      'x = EXISTS',
      'Was expecting a value but instead got `EXISTS`, which is a reserved keyword. To use `EXISTS` as a field name or a value, surround it by quotes.\n5:11 x = EXISTS',
    ],
    [
      'reserved keyword as an attribute',
      'AND = 8',
      'Was expecting a value but instead got `AND`, which is a reserved keyword. To use `AND` as a field name or a value, surround it by quotes.\n1:4 AND = 8',
    ],
    [
      'unknown operator',
      'channel Ponce',
      `${OPERATIONS} at \`channel Ponce\`.\n1:14 channel Ponce`,
    ],
    [
      'another unknown operator',
      'price => 5',
      'Was expecting a value but instead got nothing.\n8:8 price => 5',
    ],
    ['quoted word alone', "'OR'", `${OPERATIONS} at \`\\'OR\\'\`.\n1:5 'OR'`],
    [
      'dangling OR',
      'channel = Ponce OR',
      `${OPERATIONS} but instead got nothing.\n19:19 channel = Ponce OR`,
    ],
    [
      'misspelt EXISTS',
      'colour NOT EXIST',
      `${OPERATIONS} at \`colour NOT EXIST\`.\n1:17 colour NOT EXIST`,
    ],
    [
      'TO glued to its value',
      'subscribers 100 TO1000',
      `${OPERATIONS} at \`subscribers 100 TO1000\`.\n1:23 subscribers 100 TO1000`,
    ],
    [
      'IS without NULL or EMPTY',
      'value IS NOT EXISTS',
      `${OPERATIONS} at \`value IS NOT EXISTS\`.\n1:20 value IS NOT EXISTS`,
    ],
    [
      'trailing garbage',
      'channel = Ponce = 12',
      'Found unexpected characters at the end of the filter: `= 12`. You probably forgot an `OR` or an `AND` rule.\n17:21 channel = Ponce = 12',
    ],
    [
      'glued OR',
      "channel = ponce ORdog != 'bernese mountain'",
      "Found unexpected characters at the end of the filter: `ORdog != \\'bernese mountain\\'`. You probably forgot an `OR` or an `AND` rule.\n17:44 channel = ponce ORdog != 'bernese mountain'",
    ],
    [
      'unclosed single quote',
      "channel = 'ponce",
      "Expression `\\'ponce` is missing the following closing delimiter: `'`.\n11:17 channel = 'ponce",
    ],
    [
      'unclosed double quote',
      'channel = "ponce',
      'Expression `\\"ponce` is missing the following closing delimiter: `"`.\n11:17 channel = "ponce',
    ],
    [
      'IN without a list',
      'colour IN blue, green]',
      'Expected `[` after `IN` keyword.\n11:23 colour IN blue, green]',
    ],
    ['IN with nothing after', 'colour IN', 'Expected `[` after `IN` keyword.\n10:10 colour IN'],
    [
      'IN list never closed',
      'colour IN [blue, green',
      'Expected matching `]` after the list of field names given to `IN[`\n23:23 colour IN [blue, green',
    ],
    [
      'IN list holding a condition',
      "colour IN [blue, green, 'blue' > 2]",
      "Expected only comma-separated field names inside `IN[..]` but instead found `> 2]`.\n32:36 colour IN [blue, green, 'blue' > 2]",
    ],
    [
      'IN list holding a keyword',
      'colour IN [blue, green, AND]',
      'Expected only comma-separated field names inside `IN[..]` but instead found `AND]`.\n25:29 colour IN [blue, green, AND]',
    ],
    [
      'IN list with only a comma',
      'colour IN [,]',
      'Expected only comma-separated field names inside `IN[..]` but instead found `,]`.\n12:14 colour IN [,]',
    ],
    [
      'unclosed quote inside IN',
      "colour IN ['blue, green",
      "Expression `\\'blue, green` is missing the following closing delimiter: `'`.\n12:24 colour IN ['blue, green",
    ],
    [
      'too deep',
      `${'('.repeat(50)}x = 1${')'.repeat(50)}`,
      `The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.\n51:106 ${'('.repeat(50)}x = 1${')'.repeat(50)}`,
    ],
    [
      'unknown escape',
      String.raw`title = 'a\qb'`,
      String.raw`Malformed value: ` + '`a\\\\qb`.\n10:14 ' + String.raw`title = 'a\qb'`,
    ],
    [
      'bad escaped number',
      String.raw`title = "\u{zz}"`,
      'Found an invalid escaped sequence number: `\\\\u{zz}`.\n10:16 ' +
        String.raw`title = "\u{zz}"`,
    ],
    [
      'position is counted per line, in characters',
      'a = 1 AND\nb = é 🐻',
      'Found unexpected characters at the end of the filter: `🐻`. You probably forgot an `OR` or an `AND` rule.\n7:8 a = 1 AND\nb = é 🐻',
    ],
  ])('%s', (_case, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  test('NOT chains count towards the same depth limit', () => {
    expect(() => parseFilter(`${'NOT '.repeat(197)}x = 1`)).not.toThrow();
    expect(messageOf(`${'NOT '.repeat(199)}x = 1`)).toMatch(
      /^The filter exceeded the maximum depth limit.*\n797:802 /,
    );
  });

  test('CONTAINS and STARTS WITH are reported as a disabled experimental feature', () => {
    const error = errorOf(() => parseFilter('doggo CONTAINS kefir'));
    expect(error.code).toBe('feature_not_enabled');
    expect(error.message).toMatch(
      /requires enabling the `contains filter` experimental feature.*\n7:15 doggo CONTAINS kefir$/s,
    );
  });

  test('array form errors name the element that failed', () => {
    expect(messageOf(['a = 1', ['b = 2', 'c =']])).toBe(
      'Was expecting a value but instead got nothing.\n4:4 c =',
    );
  });

  test.each([
    [true, 'Invalid syntax for the filter parameter: `expected String, Array, found: true`.'],
    [
      { a: 1 },
      'Invalid syntax for the filter parameter: `expected String, Array, found: {"a":1}`.',
    ],
    [[1], 'Invalid syntax for the filter parameter: `expected String, [String], found: 1`.'],
    [
      [[['a = 1']]],
      'Invalid syntax for the filter parameter: `expected String, found: ["a = 1"]`.',
    ],
  ])('a filter of the wrong type: %j', (input, message) => {
    const error = errorOf(() => parseFilter(input as never));
    expect(error.code).toBe('invalid_search_filter');
    expect(error.message).toBe(message);
  });
});

describe('filterable attributes', () => {
  test('filterAttributes lists each attribute once, in order, through NOT and groups', () => {
    const node = parseFilter(
      'make = Toyota AND (NOT price 1 TO 2 OR make IN [Mazda] OR vin IS NOT NULL)',
    )!;
    expect(filterAttributes(node)).toEqual(['make', 'price', 'vin']);
  });

  test('a filterable filter passes; nested fields of a filterable object count', () => {
    expect(() =>
      assertFilterable(parseFilter('make = a AND NOT price > 1')!, ['price', 'make']),
    ).not.toThrow();
    expect(() => assertFilterable(parseFilter('dog.age > 2')!, ['dog'])).not.toThrow();
    expect(() => assertFilterable(parseFilter('dogs > 2')!, ['dog'])).toThrow(SearchError);
  });

  test('the first attribute that is not filterable is named, with its position', () => {
    const node = parseFilter("price > 5 AND NOT 'body type' = sedan AND colour = red")!;
    const error = errorOf(() => assertFilterable(node, ['price', 'make', 'city', 'make']));
    expect(error.toJSON()).toEqual({
      message:
        "Attribute `body type` is not filterable. Available filterable attribute patterns are: `city`, `make`, `price`.\n20:29 price > 5 AND NOT 'body type' = sedan AND colour = red",
      code: 'invalid_search_filter',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
    });
  });

  test('with no filterable attributes, and with the index named', () => {
    expect(
      errorOf(() => assertFilterable(parseFilter('title = toto')!, [], { indexUid: 'test' }))
        .message,
    ).toBe(
      'Index `test`: Attribute `title` is not filterable. This index does not have configured filterable attributes.\n1:6 title = toto',
    );
  });

  test('facets must be filterable; `*` always passes', () => {
    expect(() => assertFacetable(['make', '*'], ['make', 'price'])).not.toThrow();
    const error = errorOf(() => assertFacetable(['make', 'color'], ['title', 'id', 'make']));
    expect(error.code).toBe('invalid_search_facets');
    expect(error.message).toBe(
      'Invalid facet distribution: Attribute `color` is not filterable. Available filterable attributes patterns are: `id, make, title`.',
    );
    expect(errorOf(() => assertFacetable(['color'], [])).message).toBe(
      'Invalid facet distribution: Attribute `color` is not filterable. This index does not have configured filterable attributes.',
    );
  });
});

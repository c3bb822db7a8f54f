import { describe, expect, test } from 'vitest';
import type { FilterNode } from '#server/search/engine/filter/filter-node.ts';
import { parseFilter } from '#server/search/engine/filter/parse-filter.ts';

const eq = (attribute: string, value: string): FilterNode => ({
  type: 'comparison',
  attribute,
  operator: '=',
  value,
});
const not = (child: FilterNode): FilterNode => ({ type: 'not', child });
const and = (...children: FilterNode[]): FilterNode => ({ type: 'and', children });
const or = (...children: FilterNode[]): FilterNode => ({ type: 'or', children });

describe('parseFilter: conditions', () => {
  test.each([
    ['=', 'make = Toyota'],
    ['!=', 'make != Toyota'],
    ['>', 'make > Toyota'],
    ['>=', 'make >= Toyota'],
    ['<', 'make < Toyota'],
    ['<=', 'make <= Toyota'],
  ])('comparison %s', (operator, source) => {
    expect(parseFilter(source)).toEqual({
      type: 'comparison',
      attribute: 'make',
      operator,
      value: 'Toyota',
    });
  });

  test('operators need no surrounding spaces', () => {
    expect(parseFilter('price>=5000')).toEqual({
      type: 'comparison',
      attribute: 'price',
      operator: '>=',
      value: '5000',
    });
    expect(parseFilter('a=1')).toEqual(eq('a', '1'));
  });

  test('TO is an inclusive range', () => {
    expect(parseFilter('price 1000 TO 5000')).toEqual({
      type: 'range',
      attribute: 'price',
      from: '1000',
      to: '5000',
    });
    expect(parseFilter('price -5.5 TO 1e3')).toEqual({
      type: 'range',
      attribute: 'price',
      from: '-5.5',
      to: '1e3',
    });
  });

  test.each<[string, FilterNode]>([
    ['vin EXISTS', { type: 'exists', attribute: 'vin' }],
    ['vin NOT EXISTS', not({ type: 'exists', attribute: 'vin' })],
    ['NOT vin EXISTS', not({ type: 'exists', attribute: 'vin' })],
    ['vin IS NULL', { type: 'isNull', attribute: 'vin' }],
    ['vin IS NOT NULL', not({ type: 'isNull', attribute: 'vin' })],
    ['vin  IS   NOT   NULL', not({ type: 'isNull', attribute: 'vin' })],
    ['vin IS EMPTY', { type: 'isEmpty', attribute: 'vin' }],
    ['vin IS NOT EMPTY', not({ type: 'isEmpty', attribute: 'vin' })],
    ['NOT vin IS NOT EMPTY', { type: 'isEmpty', attribute: 'vin' }],
    ['NOT vin NOT EXISTS', { type: 'exists', attribute: 'vin' }],
  ])('%s', (source, expected) => {
    expect(parseFilter(source)).toEqual(expected);
  });

  test.each<[string, string[]]>([
    ['make IN [Toyota, Mazda]', ['Toyota', 'Mazda']],
    ['make IN[Toyota,Mazda]', ['Toyota', 'Mazda']],
    [' make IN [  Toyota , Mazda , ]', ['Toyota', 'Mazda']],
    ['make IN [\'Land Rover\', "Alfa Romeo"]', ['Land Rover', 'Alfa Romeo']],
    ['make IN []', []],
  ])('%s', (source, values) => {
    expect(parseFilter(source)).toEqual({ type: 'in', attribute: 'make', values });
  });

  test('NOT IN and NOT ... IN are the same negation', () => {
    const expected = not({ type: 'in', attribute: 'make', values: ['Toyota'] });
    expect(parseFilter('make NOT IN [Toyota]')).toEqual(expected);
    expect(parseFilter('NOT make IN [Toyota]')).toEqual(expected);
  });

  test('words may hold letters, digits, `_`, `-` and `.`, in any script', () => {
    expect(parseFilter('rating.users = -12.5')).toEqual(eq('rating.users', '-12.5'));
    expect(parseFilter('body_type = hatch-back')).toEqual(eq('body_type', 'hatch-back'));
    expect(parseFilter('ville = Montréal')).toEqual(eq('ville', 'Montréal'));
  });
});

describe('parseFilter: AND, OR, NOT and parentheses', () => {
  test('AND binds tighter than OR', () => {
    expect(parseFilter('a = 1 OR b = 2 AND c = 3')).toEqual(
      or(eq('a', '1'), and(eq('b', '2'), eq('c', '3'))),
    );
    expect(parseFilter('a = 1 AND b = 2 OR c = 3')).toEqual(
      or(and(eq('a', '1'), eq('b', '2')), eq('c', '3')),
    );
  });

  test('chains flatten; parentheses group', () => {
    expect(parseFilter('a = 1 OR b = 2 OR c = 3')).toEqual(
      or(eq('a', '1'), eq('b', '2'), eq('c', '3')),
    );
    expect(parseFilter('(a = 1 OR b = 2) AND c = 3')).toEqual(
      and(or(eq('a', '1'), eq('b', '2')), eq('c', '3')),
    );
    expect(parseFilter('a = 1 AND (b = 2 OR (c = 3 AND (d = 4)))')).toEqual(
      and(eq('a', '1'), or(eq('b', '2'), and(eq('c', '3'), eq('d', '4')))),
    );
    expect(parseFilter(' ((( a = 1 ))) ')).toEqual(eq('a', '1'));
  });

  test('NOT binds to the next condition or group', () => {
    expect(parseFilter('NOT a = 1 AND b = 2')).toEqual(and(not(eq('a', '1')), eq('b', '2')));
    expect(parseFilter('NOT (a = 1 AND b = 2)')).toEqual(not(and(eq('a', '1'), eq('b', '2'))));
    expect(parseFilter('a = 1 OR NOT b = 2')).toEqual(or(eq('a', '1'), not(eq('b', '2'))));
    expect(parseFilter('NOT NOT a = 1')).toEqual(eq('a', '1'));
    expect(parseFilter('NOT NOT NOT a = 1')).toEqual(not(eq('a', '1')));
    expect(parseFilter('NOT NOT (NOT NOT a = 1)')).toEqual(eq('a', '1'));
  });

  test('49 nested parentheses are within the depth limit', () => {
    expect(parseFilter(`${'('.repeat(49)}x = 1${')'.repeat(49)}`)).toEqual(eq('x', '1'));
  });
});

describe('parseFilter: quoting and escapes', () => {
  test('single and double quotes, around values and attributes', () => {
    expect(parseFilter("director = 'Jordan Peele'")).toEqual(eq('director', 'Jordan Peele'));
    expect(parseFilter('director = "Tim Burton"')).toEqual(eq('director', 'Tim Burton'));
    expect(parseFilter("'dog race' = Borzoi")).toEqual(eq('dog race', 'Borzoi'));
    expect(parseFilter('"dog race" = \'Bernese Mountain\'')).toEqual(
      eq('dog race', 'Bernese Mountain'),
    );
    expect(parseFilter("title = ''")).toEqual(eq('title', ''));
    expect(parseFilter(`title = "it's"`)).toEqual(eq('title', "it's"));
    expect(parseFilter(`title = 'say "hi"'`)).toEqual(eq('title', 'say "hi"'));
  });

  test('quoted keywords and syntax characters are plain text', () => {
    expect(parseFilter('title = "NOT" OR title = "AND"')).toEqual(
      or(eq('title', 'NOT'), eq('title', 'AND')),
    );
    expect(parseFilter('"OR" = ") OR (x = 1"')).toEqual(eq('OR', ') OR (x = 1'));
    expect(parseFilter(`NOT "OR" EXISTS AND "EXISTS" NOT EXISTS`)).toEqual(
      and(not({ type: 'exists', attribute: 'OR' }), not({ type: 'exists', attribute: 'EXISTS' })),
    );
  });

  // Cases from Meilisearch's filter-parser tests (`parse_escaped`, `test_value`).
  test.each([
    [String.raw`title = 'foo\\'`, 'foo\\'],
    [String.raw`title = 'foo\\\\'`, 'foo\\\\'],
    [String.raw`title = 'foo\x20\n\t\"\'"'`, 'foo \n\t"\'"'],
    [String.raw`title = "Hello \"world\""`, 'Hello "world"'],
    [String.raw`title = "Hello \\\"world\\\""`, 'Hello \\"world\\"'],
    [String.raw`title = 'I\'m "super" tamo'`, 'I\'m "super" tamo'],
    [String.raw`title = "\"\""`, '""'],
    [String.raw`title = 'caf\u{e9}'`, 'café'],
    [String.raw`title = "\u00e9t\u00e9"`, 'été'],
    [String.raw`title = "a\/b"`, 'a/b'],
  ])('%s', (source, value) => {
    expect(parseFilter(source)).toEqual(eq('title', value));
  });
});

describe('parseFilter: keywords are upper case only, as in Meilisearch', () => {
  test('lower-case keywords are ordinary words', () => {
    expect(parseFilter('status = not')).toEqual(eq('status', 'not'));
    expect(parseFilter('status = and')).toEqual(eq('status', 'and'));
    expect(parseFilter('or = exists')).toEqual(eq('or', 'exists'));
  });

  test.each([
    'a = 1 and b = 2',
    'a = 1 or b = 2',
    'price 1 to 5',
    'vin exists',
    'make in [a]',
    'not a = 1',
  ])('%s is rejected', (source) => {
    expect(() => parseFilter(source)).toThrow(
      expect.objectContaining({ code: 'invalid_search_filter' }),
    );
  });

  test('EXISTS, NULL and EMPTY match as a prefix, like `tag` in the Rust parser', () => {
    expect(parseFilter('a EXISTSOR b = 1')).toEqual(
      or({ type: 'exists', attribute: 'a' }, eq('b', '1')),
    );
  });
});

describe('parseFilter: whitespace', () => {
  test('any Unicode space may precede a value; only ASCII spaces separate the rest', () => {
    expect(parseFilter('x =\u00a0 1')).toEqual(eq('x', '1'));
    expect(parseFilter('x IN [\u00a0a]')).toEqual({ type: 'in', attribute: 'x', values: ['a'] });
    expect(parseFilter('x = 1\tOR\ny = 2')).toEqual(or(eq('x', '1'), eq('y', '2')));
    expect(() => parseFilter('x = 1\u00a0OR y = 2')).toThrow(
      'Found unexpected characters at the end of the filter: `\u00a0OR y = 2`.',
    );
  });
});

describe('parseFilter: absent filters and the array form', () => {
  test.each([null, undefined, '', '   ', [], ['', ' '], [[]], [[], ['']]])(
    '%j is no filter',
    (input) => {
      expect(parseFilter(input as never)).toBeNull();
    },
  );

  test('outer array is AND, inner array is OR, each string an expression', () => {
    expect(parseFilter(['a = 1', ['b = 2', 'b = 3']])).toEqual(
      and(eq('a', '1'), or(eq('b', '2'), eq('b', '3'))),
    );
    expect(parseFilter([['a = 1']])).toEqual(eq('a', '1'));
    expect(parseFilter(['a = 1'])).toEqual(eq('a', '1'));
    expect(parseFilter(['a = 1 OR b = 2', 'c = 3'])).toEqual(
      and(or(eq('a', '1'), eq('b', '2')), eq('c', '3')),
    );
    expect(
      parseFilter([['genres = horror', 'genres = comedy'], "NOT director = 'Jordan Peele'"]),
    ).toEqual(
      and(or(eq('genres', 'horror'), eq('genres', 'comedy')), not(eq('director', 'Jordan Peele'))),
    );
    expect(parseFilter(['', ['a = 1', ''], 'b = 2'])).toEqual(and(eq('a', '1'), eq('b', '2')));
  });
});

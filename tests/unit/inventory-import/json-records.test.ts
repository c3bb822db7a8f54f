import { describe, expect, it } from 'vitest';
import { readJsonRecords } from '#server/inventory/import/json-records.ts';

function records(text: string) {
  const result = readJsonRecords(text);
  if ('problem' in result) throw new Error(`unexpected problem: ${result.problem.message}`);
  return result.records;
}

function problem(text: string) {
  const result = readJsonRecords(text);
  if (!('problem' in result)) throw new Error('expected a problem');
  return result.problem;
}

describe('readJsonRecords', () => {
  it('gives each row of a pretty-printed array the line its object opens on', () => {
    const rows = [
      { id: 1, make: 'Mazda' },
      { id: 2, make: 'Kia', features: ['Sunroof', 'Tow bar'] },
      { id: 3, make: 'Toyota' },
    ];
    const text = JSON.stringify(rows, null, 2);
    // [ / { id make } / { id make features [ a b ] } / { id make } / ]
    expect(records(text)).toEqual([
      { line: 2, row: 1, value: rows[0] },
      { line: 6, row: 2, value: rows[1] },
      { line: 14, row: 3, value: rows[2] },
    ]);
  });

  it('puts every row of a one-line file on line 1, numbered in order', () => {
    const text = JSON.stringify([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(records(text)).toEqual([
      { line: 1, row: 1, value: { id: 1 } },
      { line: 1, row: 2, value: { id: 2 } },
      { line: 1, row: 3, value: { id: 3 } },
    ]);
  });

  it('reads the cars of a wrapped {generated_at, cars: [...]} file, ignoring metadata arrays', () => {
    const text = [
      '{',
      '  "generated_at": "2025-03-01T00:00:00Z",',
      '  "tags": [{ "id": 98 }, { "id": 99 }],',
      '  "meta": { "cars": [{ "id": 97 }] },',
      '  "cars": [',
      '    { "id": 1 },',
      '',
      '    {',
      '      "id": 2',
      '    }',
      '  ],',
      '  "count": 2',
      '}',
    ].join('\n');
    expect(records(text)).toEqual([
      { line: 6, row: 1, value: { id: 1 } },
      { line: 8, row: 2, value: { id: 2 } },
    ]);
  });

  it('reads a one-line wrapped file with metadata after the cars', () => {
    const text = '{"generated_at":"2025-03-01","cars":[{"id":1},{"id":2}],"source":"dms"}';
    expect(records(text)).toEqual([
      { line: 1, row: 1, value: { id: 1 } },
      { line: 1, row: 2, value: { id: 2 } },
    ]);
  });

  it('is not misled by brackets, commas and escaped quotes inside strings', () => {
    const text = [
      '[',
      '  { "description": "[a], {b}, \\"c\\" \\\\", "features": ["x,y", "]"] },',
      '  { "description": "second" }',
      ']',
    ].join('\n');
    const result = records(text);
    expect(result.map(({ line, row }) => [line, row])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(result[0]?.value).toEqual({ description: '[a], {b}, "c" \\', features: ['x,y', ']'] });
  });

  it('counts lines of a CRLF file and rows that start on the bracket line', () => {
    expect(records('[{ "id": 1 },\r\n\r\n  { "id": 2 }]').map((record) => record.line)).toEqual([
      1, 3,
    ]);
  });

  it('keeps rows that are not objects, with their lines, for the validator to reject', () => {
    expect(records('[\n  1,\n  "two",\n  null\n]')).toEqual([
      { line: 2, row: 1, value: 1 },
      { line: 3, row: 2, value: 'two' },
      { line: 4, row: 3, value: null },
    ]);
  });

  it('reads a file saved with a byte order mark', () => {
    expect(records('\ufeff[\n  { "id": 1 }\n]')).toEqual([{ line: 2, row: 1, value: { id: 1 } }]);
  });

  it('returns no records for an empty array or an empty cars list', () => {
    expect(records('[]')).toEqual([]);
    expect(records('{ "generated_at": "2025-03-01", "cars": [] }')).toEqual([]);
  });

  it('reports invalid JSON on the line where parsing stopped', () => {
    const text = '[\n  { "id": 1 },\n  { "id": 2, }\n]';
    expect(problem(text)).toEqual({
      line: 3,
      row: 0,
      field: '',
      message: expect.stringMatching(/^not valid JSON: .*position 30/),
    });
  });

  it.each([
    ['an object without cars', '{ "vehicles": [] }'],
    ['cars that is not an array', '{ "cars": { "id": 1 } }'],
    ['null', 'null'],
    ['a string', '"cars"'],
  ])('refuses %s as a whole-file problem', (_name, text) => {
    expect(problem(text)).toEqual({
      line: 1,
      row: 0,
      field: '',
      message: 'must be an array of cars, or an object with a "cars" array',
    });
  });
});

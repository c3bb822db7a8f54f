import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeFeedProblem, FeedError } from '#server/inventory/import/feed-problem.ts';
import { readFeedFile } from '#server/inventory/import/read-feed-file.ts';
import { feedErrorOf, makeTempDir, removeTempDirs } from './support.ts';

afterEach(removeTempDirs);

function feedFile(name: string, text: string): string {
  const file = path.join(makeTempDir('feed-file'), name);
  fs.writeFileSync(file, text);
  return file;
}

describe('readFeedFile', () => {
  it('reads a .json feed with its row lines', () => {
    const file = feedFile('stock.json', '[\n  { "id": 1 },\n  { "id": 2 }\n]\n');
    expect(readFeedFile(file)).toEqual([
      { line: 2, row: 1, value: { id: 1 } },
      { line: 3, row: 2, value: { id: 2 } },
    ]);
  });

  it('reads a .csv feed, whatever the case of the extension', () => {
    const file = feedFile('STOCK.CSV', 'id,make\n1,Kia\n');
    expect(readFeedFile(file)).toEqual([{ line: 2, row: 1, value: { id: 1, make: 'Kia' } }]);
  });

  it.each([
    ['stock.xml', '.xml'],
    ['stock.json.bak', '.bak'],
    ['stock', ''],
  ])('refuses %s by its extension before reading it', async (name, extension) => {
    const file = path.join(makeTempDir('feed-file'), name);
    const error = await feedErrorOf(() => readFeedFile(file));
    expect(error.message).toBe(
      `${file}: unsupported feed type '${extension}', expected .json or .csv`,
    );
    expect(error.problems).toEqual([]);
    expect(error.file).toBe(file);
  });

  it('says why a file cannot be read', async () => {
    const dir = makeTempDir('feed-file');
    const missing = path.join(dir, 'missing.json');
    expect((await feedErrorOf(() => readFeedFile(missing))).message).toBe(
      `${missing}: cannot read (ENOENT)`,
    );
    const folder = path.join(dir, 'folder.csv');
    fs.mkdirSync(folder);
    expect((await feedErrorOf(() => readFeedFile(folder))).message).toBe(
      `${folder}: cannot read (EISDIR)`,
    );
  });

  it('turns a file that has no rows to read into one whole-file problem', async () => {
    const file = feedFile('stock.json', '{\n  "vehicles": []\n}');
    const error = await feedErrorOf(() => readFeedFile(file));
    expect(error.message).toBe(`${file}: 1 problem(s), nothing imported`);
    expect(error.problems).toEqual([
      {
        line: 1,
        row: 0,
        field: '',
        message: 'must be an array of cars, or an object with a "cars" array',
      },
    ]);
  });
});

describe('describeFeedProblem', () => {
  it('names line, row and field of a row’s problem', () => {
    expect(
      describeFeedProblem({
        line: 14,
        row: 3,
        field: 'price',
        message: 'must be number (got "x")',
      }),
    ).toBe('line 14 (row 3), field price: must be number (got "x")');
  });

  it('leaves out the field for a whole-row problem and the row for a whole-file problem', () => {
    expect(describeFeedProblem({ line: 2, row: 1, field: '', message: 'must be object' })).toBe(
      'line 2 (row 1): must be object',
    );
    expect(describeFeedProblem({ line: 7, row: 0, field: '', message: 'not valid JSON' })).toBe(
      'line 7: not valid JSON',
    );
  });

  it('counts the problems in a FeedError’s default message', () => {
    const problem = { line: 1, row: 1, field: 'id', message: 'is required' };
    expect(new FeedError('feed.csv', [problem, problem]).message).toBe(
      'feed.csv: 2 problem(s), nothing imported',
    );
  });
});

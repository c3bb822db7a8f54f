import fs from 'node:fs';
import path from 'node:path';
import { readCsvRecords } from './csv-records.ts';
import type { FeedRecord } from './feed-record.ts';
import { FeedError } from './feed-problem.ts';
import { readJsonRecords } from './json-records.ts';

const READERS: Record<string, (text: string) => ReturnType<typeof readJsonRecords>> = {
  '.json': readJsonRecords,
  '.csv': readCsvRecords,
};

/** The rows of a `.json` or `.csv` feed; a file that cannot be read as rows at all is a FeedError. */
export function readFeedFile(file: string): FeedRecord[] {
  const extension = path.extname(file).toLowerCase();
  const read = READERS[extension];
  if (!read) {
    throw new FeedError(
      file,
      [],
      `${file}: unsupported feed type '${extension}', expected .json or .csv`,
    );
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new FeedError(
      file,
      [],
      `${file}: cannot read (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  const result = read(text);
  if ('problem' in result) throw new FeedError(file, [result.problem]);
  return result.records;
}

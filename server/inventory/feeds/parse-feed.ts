// A feed's text as rows for the importer, in the site's format and mapping. A file that
// cannot be read as rows at all (invalid JSON, broken XML, half a CSV row) is one problem.
import type { FeedSettings } from '#shared/feeds/feed-settings.ts';
import { readCsvRecords } from '../import/csv-records.ts';
import type { FeedProblem } from '../import/feed-problem.ts';
import type { FeedRecord } from '../import/feed-record.ts';
import { readJsonRecords } from '../import/json-records.ts';
import { fieldOfColumn, mapProviderRow, type RowMapping } from './provider-rows.ts';
import { readXmlRecords } from './xml-records.ts';

export interface ParsedFeed {
  records: FeedRecord[];
  /** Provider columns that name no car field, left out (only with a mapping, and for XML). */
  ignoredColumns: string[];
}

type Settings = Pick<FeedSettings, 'format' | 'columns' | 'listSeparators' | 'xmlRecord'>;

export function parseFeed(text: string, settings: Settings): ParsedFeed | { problem: FeedProblem } {
  const mapping: RowMapping = {
    columns: settings.columns,
    listSeparators: settings.listSeparators,
  };
  const hasMapping = Object.keys(settings.columns).length > 0;
  const ignored = new Set<string>();
  const done = (records: FeedRecord[]): ParsedFeed => ({
    records,
    ignoredColumns: [...ignored].sort(),
  });
  const mapRecords = (records: FeedRecord[]) =>
    records.map((record) => ({ ...record, value: mapProviderRow(record.value, mapping, ignored) }));

  if (settings.format === 'csv') {
    const result = readCsvRecords(text, {
      listSeparators: settings.listSeparators,
      ...(hasMapping
        ? {
            fieldOf: (column: string) => {
              const field = fieldOfColumn(column, mapping);
              if (field === undefined) ignored.add(column);
              return field;
            },
          }
        : {}),
    });
    return 'problem' in result ? result : done(result.records);
  }
  if (settings.format === 'xml') {
    const result = readXmlRecords(text, settings.xmlRecord);
    return 'problem' in result ? result : done(mapRecords(result.records));
  }
  const result = readJsonRecords(text);
  if ('problem' in result) return result;
  return done(hasMapping ? mapRecords(result.records) : result.records);
}

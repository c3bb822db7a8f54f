// Meta's automotive catalog as CSV (product rule 2.16): a header row of Meta's column names,
// then one row per car; csv-stringify quotes every cell that needs it (commas, quotes, the
// address JSON), so a dealer's text can never shift a column.
import { stringify } from 'csv-stringify/sync';
import type { FeedRecord } from '#shared/ads-feeds/channel-rules.ts';

const LEADING_COLUMNS = [
  'vehicle_id',
  'vin',
  'title',
  'description',
  'url',
  'make',
  'model',
  'trim',
  'year',
  'mileage.value',
  'mileage.unit',
  'price',
  'state_of_vehicle',
  'body_style',
  'transmission',
  'fuel_type',
  'drivetrain',
  'exterior_color',
  'availability',
  'vehicle_type',
  'address',
  'latitude',
  'longitude',
  'dealer_name',
  'dealer_phone',
];

/** Every column any row has: Meta's fixed ones, then image[n].url and tags in order. */
function listColumns(rows: readonly FeedRecord[]): string[] {
  let images = 1;
  for (const row of rows) {
    while (row[`image[${images}].url`] !== undefined) images += 1;
  }
  const imageColumns = Array.from({ length: images }, (_, index) =>
    index === 0 ? ['image[0].url', 'image[0].tag[0]'] : [`image[${index}].url`],
  ).flat();
  return [...LEADING_COLUMNS, ...imageColumns];
}

export function renderMetaFeed(rows: readonly FeedRecord[]): string {
  const columns = listColumns(rows);
  const records = rows.map((row) => columns.map((column) => row[column] ?? ''));
  return stringify([columns, ...records], { record_delimiter: 'unix' });
}

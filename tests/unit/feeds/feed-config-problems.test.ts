import { expect, test } from 'vitest';
import { feedConfigProblems } from '#server/inventory/feeds/feed-config-problems.ts';
import type { FeedConfig } from '#shared/tenant/tenant-config.ts';

const url = 'https://feeds.example.com/stock.csv';

test.each<[string, FeedConfig, string | undefined]>([
  ['a URL feed', { url, format: 'csv' }, undefined],
  ['an inbox feed', { inbox: 'stock.csv', format: 'csv' }, undefined],
  ['neither url nor inbox', { format: 'csv' }, '/feeds/0 needs a source'],
  ['both url and inbox', { url, inbox: 'stock.csv', format: 'csv' }, '/feeds/0 needs a source'],
  [
    'auth on an inbox',
    {
      inbox: 'a.csv',
      format: 'csv',
      auth: { type: 'basic', username: 'u', secret_env: 'FEED_PASSWORD' },
    },
    '/feeds/0/auth is only for a feed with a url',
  ],
  [
    'a header auth without its header',
    { url, format: 'csv', auth: { type: 'header', secret_env: 'FEED_KEY' } },
    '/feeds/0/auth of type "header" names the header',
  ],
  [
    'a basic auth without a user',
    { url, format: 'csv', auth: { type: 'basic', secret_env: 'FEED_KEY' } },
    '/feeds/0/auth of type "basic" needs a "username"',
  ],
  [
    'a mapping to no car field',
    { url, format: 'csv', mapping: { columns: { Odometer: 'odometer' } } },
    '/feeds/0/mapping/columns/Odometer maps to "odometer", which is not a car field',
  ],
  [
    'two columns to one field',
    { url, format: 'csv', mapping: { columns: { Km: 'km', Odometer: 'km' } } },
    '/feeds/0/mapping/columns/Odometer maps to "km" as "Km" does already',
  ],
  [
    'xml_record on CSV',
    { url, format: 'csv', mapping: { xml_record: 'Vehicle' } },
    '/feeds/0/mapping/xml_record is only for a feed of format "xml"',
  ],
])('%s', (_name, feed, expected) => {
  const [problem] = feedConfigProblems([feed]);
  if (expected === undefined) expect(problem).toBeUndefined();
  else expect(`${problem?.pointer} ${problem?.rule}`).toContain(expected);
});

test.each<[string, FeedConfig[], string[]]>([
  ['one feed without an id', [{ url, format: 'csv' }], []],
  [
    'two feeds with ids',
    [
      { id: 'new', url, format: 'csv' },
      { id: 'used', inbox: 'used.csv', format: 'csv' },
    ],
    [],
  ],
  [
    'two feeds, one without an id',
    [
      { id: 'new', url, format: 'csv' },
      { inbox: 'used.csv', format: 'csv' },
    ],
    ['/feeds/1 needs an "id"'],
  ],
  [
    'two feeds with one id',
    [
      { id: 'new', url, format: 'csv' },
      { id: 'new', inbox: 'used.csv', format: 'csv' },
    ],
    ['/feeds/1/id "new" is the id of /feeds/0 already'],
  ],
  [
    'two feeds reading one inbox file',
    [
      { id: 'new', inbox: 'stock.csv', format: 'csv' },
      { id: 'used', inbox: 'stock.csv', format: 'csv' },
    ],
    ['/feeds/1/inbox "stock.csv" is read by /feeds/0 already'],
  ],
])('several feeds: %s', (_name, feeds, expected) => {
  const found = feedConfigProblems(feeds).map((problem) => `${problem.pointer} ${problem.rule}`);
  expect(found).toHaveLength(expected.length);
  expected.forEach((start, index) => expect(found[index]).toContain(start));
});

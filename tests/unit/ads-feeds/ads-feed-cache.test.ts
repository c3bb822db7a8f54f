import { expect, test } from 'vitest';
import { createAdsFeedCache } from '#server/ads-feeds/ads-feed-cache.server.ts';

const feed = { channel: 'meta' as const, items: [], left_out: [] };

test('one build per version; ETag and Last-Modified move only when the body changes', async () => {
  let clock = Date.parse('2026-11-29T05:00:00.400Z');
  const cache = createAdsFeedCache({ ttlMs: 60_000, now: () => clock });
  let builds = 0;
  const make = (body: string) => async () => {
    builds += 1;
    return { feed, body };
  };

  const first = await cache.get('site', 'meta', '1', make('a'));
  expect(await cache.get('site', 'meta', '1', make('ignored'))).toBe(first);
  expect(builds).toBe(1);
  expect(first.lastModified.toISOString()).toBe('2026-11-29T05:00:00.000Z');

  clock += 5000;
  const same = await cache.get('site', 'meta', '2', make('a'));
  expect(builds).toBe(2);
  expect(same.etag).toBe(first.etag);
  expect(same.lastModified).toEqual(first.lastModified);

  // A change within the same second still shows a later Last-Modified than the last one.
  const changed = await cache.get('site', 'meta', '3', make('b'));
  const again = await cache.get('site', 'meta', '4', make('c'));
  expect(changed.etag).not.toBe(first.etag);
  expect(changed.lastModified.getTime()).toBe(Date.parse('2026-11-29T05:00:05.000Z'));
  expect(again.lastModified.getTime()).toBe(Date.parse('2026-11-29T05:00:06.000Z'));

  // Sites and channels are kept apart.
  const other = await cache.get('other', 'meta', '4', make('a'));
  expect(other.etag).toBe(first.etag);
  expect(other.lastModified.getTime()).toBe(clock - (clock % 1000));
});

test('a failed build is not kept: the next request tries again', async () => {
  const cache = createAdsFeedCache({ ttlMs: 60_000 });
  await expect(
    cache.get('site', 'google', '1', async () => {
      throw new Error('index down');
    }),
  ).rejects.toThrow('index down');
  const served = await cache.get('site', 'google', '1', async () => ({ feed, body: 'ok' }));
  expect(served.body).toBe('ok');
});

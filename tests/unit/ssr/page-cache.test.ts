import { describe, expect, test } from 'vitest';
import express from 'express';
import request from 'supertest';
import {
  createPageCache,
  pageCacheKey,
  pageCacheSite,
  sendCachedPage,
} from '#server/ssr/page-cache.server.ts';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTEyMzQ1Ng==';
const RENDER_TOKEN = '5f1e0c0ffee0000000000000000000aa';
const RENDERED_WITH = [RENDER_NONCE, RENDER_TOKEN];

function serve(cache: ReturnType<typeof createPageCache>, key: string, values: string[]) {
  const app = express();
  app.get('/', (_req, res) => sendCachedPage(res, cache.get(key)!, values));
  return request(app).get('/');
}

describe('page cache', () => {
  test('a stored page comes back with the new response’s values in every place', async () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const html =
      `<script nonce="${RENDER_NONCE}">a</script><input name="idempotency_key" value="lead-${RENDER_TOKEN}-page">` +
      `<script nonce="${RENDER_NONCE}" src="/e.js"></script><i>lead-${RENDER_TOKEN}-footer</i>`;
    cache.set('home', Buffer.from(html), RENDERED_WITH);
    const res = await serve(cache, 'home', ['bmV3LW5vbmNl', 'abc123']);
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      html.replaceAll(RENDER_NONCE, 'bmV3LW5vbmNl').replaceAll(RENDER_TOKEN, 'abc123'),
    );
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['server-timing']).toBe('cache;desc=hit');
  });

  test('a removed site’s pages are dropped, every revision of them; other sites keep theirs', () => {
    const cache = createPageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const keys = {
      old: pageCacheKey(pageCacheSite('acme', 1), '3', 'http://acme.localhost/'),
      current: pageCacheKey(pageCacheSite('acme', 7), '4', 'http://acme.localhost/cars'),
      // A slug that starts like the removed one is another site.
      other: pageCacheKey(pageCacheSite('acme-motors', 2), '4', 'http://acme-motors.localhost/'),
    };
    for (const key of Object.values(keys)) cache.set(key, Buffer.from('<p>page</p>'), []);
    cache.dropSite('acme');
    expect(cache.get(keys.old)).toBeUndefined();
    expect(cache.get(keys.current)).toBeUndefined();
    expect(cache.get(keys.other)).toBeDefined();
  });

  test('the least recently used pages go first once the memory bound is reached', () => {
    const cache = createPageCache({ maxBytes: 8_000, ttlMs: 60_000 });
    const page = Buffer.alloc(900, 'a');
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, page, RENDERED_WITH);
    cache.get('a');
    cache.set('i', page, RENDERED_WITH);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('i')).toBeDefined();
  });

  test('a page over an eighth of the bound is not kept (it would push out many others)', () => {
    const cache = createPageCache({ maxBytes: 8_000, ttlMs: 60_000 });
    cache.set('small', Buffer.alloc(1_000, 'a'), RENDERED_WITH);
    cache.set('huge', Buffer.alloc(1_001, 'a'), RENDERED_WITH);
    expect(cache.get('small')).toBeDefined();
    expect(cache.get('huge')).toBeUndefined();
  });

  test('a page is not served past its time to live', async () => {
    const cache = createPageCache({ maxBytes: 8_000, ttlMs: 20 });
    cache.set('home', Buffer.from('<p>old</p>'), RENDERED_WITH);
    expect(cache.get('home')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get('home')).toBeUndefined();
  });
});

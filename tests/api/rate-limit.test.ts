import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { createMemoryRateLimitStore } from '#server/http/rate-limit/memory-store.server.ts';
import { rateLimit, type RateLimitOptions } from '#server/http/rate-limit/rate-limit.server.ts';
import type { RateLimitStore } from '#server/http/rate-limit/rate-limit-store.ts';
import { writeRateLimits } from '#server/http/rate-limit/write-rate-limits.server.ts';

/** A site-like app: the tenant from X-Tenant, the client from X-Forwarded-For. */
function appWith(limits: RequestHandler | RequestHandler[]) {
  const app = express();
  app.set('trust proxy', true);
  const calls: string[] = [];
  app.use((req, res, next) => {
    const slug = req.get('X-Tenant');
    if (slug) res.locals.tenant = { config: { slug } };
    next();
  });
  const createLead: RequestHandler = (req, res) => {
    calls.push(req.ip ?? '');
    res.status(201).json({ created: true });
  };
  app.post('/api/leads', limits, createLead);
  return { app, calls };
}

const byIp: RateLimitOptions['key'] = (req) => req.ip;

function post(app: express.Express, ip: string, tenant = 'bayside-mazda') {
  return request(app).post('/api/leads').set('X-Forwarded-For', ip).set('X-Tenant', tenant);
}

describe('rateLimit middleware', () => {
  test('lets requests through up to the limit, counting down in the RateLimit headers', async () => {
    const store = createMemoryRateLimitStore();
    const { app, calls } = appWith(
      rateLimit(store, { name: 'ip', limit: 3, windowMs: 60_000, key: byIp }),
    );
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(app, '198.51.100.1');
      expect(res.status).toBe(201);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-reset']).toMatch(/^(59|60)$/);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    expect(calls).toHaveLength(3);
  });

  test('past the limit: 429 in the API error shape, Retry-After, no-store, nothing downstream', async () => {
    let now = 5_000_000;
    const store = createMemoryRateLimitStore({ now: () => now });
    const { app, calls } = appWith(
      rateLimit(store, { name: 'ip', limit: 2, windowMs: 60_000, key: byIp }),
    );
    await post(app, '198.51.100.2');
    await post(app, '198.51.100.2');
    now += 20_500;
    const res = await post(app, '198.51.100.2');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many requests; please try again in 40 seconds.',
      },
    });
    expect(res.headers['retry-after']).toBe('40');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    expect(res.headers['ratelimit-reset']).toBe('40');
    expect(calls).toHaveLength(2);

    // Another client is not affected; the refused one is let in again once the window ends.
    expect((await post(app, '198.51.100.3')).status).toBe(201);
    now += 39_500;
    expect((await post(app, '198.51.100.2')).status).toBe(201);
  });

  test('"1 second", not "1 seconds"', async () => {
    let now = 0;
    const store = createMemoryRateLimitStore({ now: () => now });
    const { app } = appWith(rateLimit(store, { name: 'ip', limit: 1, windowMs: 1_000, key: byIp }));
    await post(app, '198.51.100.4');
    now += 200;
    const res = await post(app, '198.51.100.4');
    expect(res.body.error.message).toBe('Too many requests; please try again in 1 second.');
    expect(res.headers['retry-after']).toBe('1');
  });

  test('a request without a key is not counted', async () => {
    const store = createMemoryRateLimitStore();
    const { app, calls } = appWith(
      rateLimit(store, { name: 'none', limit: 1, windowMs: 60_000, key: () => undefined }),
    );
    for (let i = 0; i < 3; i++) {
      const res = await post(app, '198.51.100.5');
      expect(res.status).toBe(201);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
    expect(calls).toHaveLength(3);
  });

  test('a store that cannot answer lets every request through (fails open)', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('Redis is down')),
      close: async () => undefined,
    };
    const { app, calls } = appWith(
      rateLimit(broken, { name: 'ip', limit: 1, windowMs: 60_000, key: byIp }),
    );
    for (let i = 0; i < 3; i++) expect((await post(app, '198.51.100.6')).status).toBe(201);
    expect(calls).toHaveLength(3);
  });
});

describe('writeRateLimits', () => {
  const limits = () =>
    writeRateLimits(createMemoryRateLimitStore(), { perIpPerMinute: 2, perTenantPerMinute: 4 });

  test('limits one client across every site', async () => {
    const { app, calls } = appWith(limits());
    expect((await post(app, '203.0.113.1', 'bayside-mazda')).status).toBe(201);
    expect((await post(app, '203.0.113.1', 'coastal-used-cars')).status).toBe(201);
    const res = await post(app, '203.0.113.1', 'harbour-city-motors');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(calls).toHaveLength(2);
  });

  test('limits one site across every client, leaving other sites alone', async () => {
    const { app } = appWith(limits());
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await post(app, `203.0.113.${10 + i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect((await post(app, '203.0.113.20', 'coastal-used-cars')).status).toBe(201);
  });

  test('a client refused by its own limit does not use up the site allowance', async () => {
    const { app } = appWith(limits());
    for (let i = 0; i < 10; i++) await post(app, '203.0.113.30');
    const statuses: number[] = [];
    for (let i = 1; i <= 3; i++) statuses.push((await post(app, `203.0.113.${30 + i}`)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  test('IPv6 clients count by their /64', async () => {
    const { app } = appWith(limits());
    expect((await post(app, '2001:db8:1:2::1')).status).toBe(201);
    expect((await post(app, '2001:db8:1:2::2')).status).toBe(201);
    expect((await post(app, '2001:db8:1:2:ffff::3')).status).toBe(429);
    expect((await post(app, '2001:db8:1:3::1')).status).toBe(201);
  });

  test('the headers describe the limit closest to running out', async () => {
    const { app } = appWith(limits());
    await post(app, '203.0.113.40');
    await post(app, '203.0.113.41');
    await post(app, '203.0.113.42');
    // This client has 1 of 2 left; the site has 0 of 4 left.
    const res = await post(app, '203.0.113.43');
    expect(res.status).toBe(201);
    expect(res.headers['ratelimit-limit']).toBe('4');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    const first = await post(app, '203.0.113.44', 'coastal-used-cars');
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
  });
});

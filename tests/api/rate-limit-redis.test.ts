import crypto from 'node:crypto';
import net from 'node:net';
import express from 'express';
import { pino } from 'pino';
import { createClient } from 'redis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createRateLimitStore } from '#server/http/rate-limit/create-rate-limit-store.server.ts';
import { createRedisRateLimitStore } from '#server/http/rate-limit/redis-store.server.ts';
import type { RateLimitStore } from '#server/http/rate-limit/rate-limit-store.ts';
import { rateLimit } from '#server/http/rate-limit/rate-limit.server.ts';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const silent = pino({ level: 'silent' });

async function whyRedisIsUnavailable(): Promise<string | undefined> {
  const client = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.close();
    return undefined;
  } catch (error) {
    client.destroy();
    return `Redis at ${REDIS_URL} is not reachable (${(error as Error).message}): its cases are skipped`;
  }
}

const redisSkipReason = await whyRedisIsUnavailable();
if (redisSkipReason) console.warn(redisSkipReason);

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe.skipIf(redisSkipReason)('Redis rate limit store', () => {
  // This run's own keys, so parallel or earlier runs cannot change the counts.
  const keyPrefix = `rl-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}:`;
  let first: RateLimitStore;
  let second: RateLimitStore;

  beforeAll(async () => {
    first = await createRedisRateLimitStore({ url: REDIS_URL, logger: silent, keyPrefix });
    second = await createRedisRateLimitStore({ url: REDIS_URL, logger: silent, keyPrefix });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  test('counts hits in a window and says how long until it ends', async () => {
    expect(await first.hit('window', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    const second = await first.hit('window', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(59_000);
    expect(second.resetMs).toBeLessThanOrEqual(60_000);
  });

  test('several instances share the counts', async () => {
    await first.hit('shared', 60_000);
    await second.hit('shared', 60_000);
    await first.hit('shared', 60_000);
    expect((await second.hit('shared', 60_000)).count).toBe(4);
  });

  test('concurrent hits are each counted once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).hit('burst', 60_000)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  test('each key counts on its own', async () => {
    await first.hit('ip:192.0.2.1', 60_000);
    await first.hit('ip:192.0.2.1', 60_000);
    expect((await first.hit('ip:192.0.2.2', 60_000)).count).toBe(1);
  });

  test('a new window starts from zero once the last one has ended', async () => {
    await first.hit('short', 150);
    expect((await first.hit('short', 150)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const hit = await second.hit('short', 150);
    expect(hit.count).toBe(1);
    expect(hit.resetMs).toBeLessThanOrEqual(150);
  });

  test('createRateLimitStore uses Redis when given REDIS_URL and logs it', async () => {
    const { logger, lines } = capturingLogger();
    const store = await createRateLimitStore({ redisUrl: REDIS_URL, logger });
    try {
      expect(lines.map((line) => line.msg)).toContain('rate limits shared through Redis');
      expect((await store.hit(`created-${crypto.randomUUID()}`, 1_000)).count).toBe(1);
    } finally {
      await store.close();
    }
  });
});

/** A TCP proxy to Redis that the test can cut and restore, on the same port. */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  };
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  await start();
  return { url: () => `redis://127.0.0.1:${port}`, start, stop };
}

async function eventually<T>(fn: () => Promise<T>, timeoutMs = 8_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.skipIf(redisSkipReason)('Redis lost and back', () => {
  test('hits fail fast while it is gone and count again once it reconnects', async () => {
    const proxy = await redisProxy();
    const { logger, lines } = capturingLogger();
    const keyPrefix = `rl-test:${process.pid}:${crypto.randomBytes(4).toString('hex')}:`;
    const store = await createRedisRateLimitStore({ url: proxy.url(), logger, keyPrefix });
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      await proxy.stop();
      // The client notices the closed connection; from then on hits fail at once.
      await eventually(async () => {
        const answered = await store.hit('k', 60_000).then(
          () => true,
          () => false,
        );
        if (answered) throw new Error('Redis still answers');
      });
      const started = performance.now();
      await expect(store.hit('k', 60_000)).rejects.toThrow('Redis is not connected');
      expect(performance.now() - started).toBeLessThan(50);
      expect(lines.filter((line) => line.level === 40)).toHaveLength(1);
      await proxy.start();
      expect((await eventually(() => store.hit('after', 60_000))).count).toBe(1);
      expect((await store.hit('after', 60_000)).count).toBe(2);
    } finally {
      await store.close();
      await proxy.stop();
    }
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('an unreachable Redis', () => {
  test('does not hold up startup, and requests pass unlimited with one warning', async () => {
    const { logger, lines } = capturingLogger();
    const url = `redis://:secret@127.0.0.1:${await closedPort()}`;
    const started = performance.now();
    const store = await createRedisRateLimitStore({ url, logger, startupTimeoutMs: 300 });
    expect(performance.now() - started).toBeLessThan(2_000);
    try {
      const app = express();
      const calls: number[] = [];
      app.post(
        '/api/leads',
        rateLimit(store, { name: 'ip', limit: 1, windowMs: 60_000, key: () => 'client' }),
        (_req, res) => {
          calls.push(1);
          res.status(201).json({ created: true });
        },
      );
      for (let i = 0; i < 5; i++) {
        const res = await request(app).post('/api/leads');
        expect(res.status).toBe(201);
        expect(res.headers['ratelimit-limit']).toBeUndefined();
      }
      expect(calls).toHaveLength(5);
      const warnings = lines.filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([
        expect.stringContaining('Redis rate limit store failed'),
        'Redis did not answer within 300 ms; requests are not limited until it does',
      ]);
      // The URL's password stays out of the logs.
      expect(JSON.stringify(lines)).not.toContain('secret');
    } finally {
      const closing = performance.now();
      await store.close();
      expect(performance.now() - closing).toBeLessThan(1_000);
    }
  });
});

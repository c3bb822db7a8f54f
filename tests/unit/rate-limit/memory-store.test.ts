import { describe, expect, test } from 'vitest';
import { createMemoryRateLimitStore } from '#server/http/rate-limit/memory-store.server.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('memory rate limit store', () => {
  test('counts hits in a window and says how long until it ends', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    time.advance(15_000);
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 45_000 });
  });

  test('a new window starts from zero once the last one has ended', async () => {
    const time = clock();
    const store = createMemoryRateLimitStore({ now: time.now });
    await store.hit('a', 1_000);
    await store.hit('a', 1_000);
    time.advance(999);
    expect((await store.hit('a', 1_000)).count).toBe(3);
    time.advance(1);
    expect(await store.hit('a', 1_000)).toEqual({ count: 1, resetMs: 1_000 });
  });

  test('each key counts on its own', async () => {
    const store = createMemoryRateLimitStore();
    await store.hit('ip:1.2.3.4', 60_000);
    await store.hit('ip:1.2.3.4', 60_000);
    expect((await store.hit('ip:5.6.7.8', 60_000)).count).toBe(1);
    expect((await store.hit('tenant:1.2.3.4', 60_000)).count).toBe(1);
    expect((await store.hit('ip:1.2.3.4', 60_000)).count).toBe(3);
  });

  test('keeps at most maxKeys keys, forgetting the least recently hit', async () => {
    const store = createMemoryRateLimitStore({ maxKeys: 3 });
    await store.hit('kept', 60_000);
    for (let i = 0; i < 1_000; i++) {
      await store.hit(`flood-${i}`, 60_000);
      // A client still sending stays among the most recent keys.
      if (i % 2 === 0) await store.hit('kept', 60_000);
    }
    expect((await store.hit('kept', 60_000)).count).toBe(502);
    expect((await store.hit('flood-0', 60_000)).count).toBe(1);
  });
});

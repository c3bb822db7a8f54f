import { expect, test } from 'vitest';
import { createRenderSlots } from '#server/ssr/render-slots.server.ts';

test('no more than the limit render at once; the others start in arrival order as slots free', async () => {
  const slots = createRenderSlots(2);
  const started: number[] = [];
  const releases = new Map<number, () => void>();
  const renders = [1, 2, 3, 4].map(async (id) => {
    const release = await slots.acquire();
    started.push(id);
    releases.set(id, release);
  });
  await Promise.all(renders.slice(0, 2));
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(started).toEqual([1, 2]);

  releases.get(2)!();
  releases.get(2)!(); // A second release of one slot frees nothing more.
  await renders[2];
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(started).toEqual([1, 2, 3]);

  releases.get(1)!();
  await renders[3];
  expect(started).toEqual([1, 2, 3, 4]);
  releases.get(3)!();
  releases.get(4)!();
  // All free again: two start at once.
  const [a, b] = await Promise.all([slots.acquire(), slots.acquire()]);
  a();
  b();
});

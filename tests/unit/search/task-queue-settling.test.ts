// A pause between writes settles the indexes, unless settling is held (a server loading many
// sites' stock: docs/decisions/0043-sites-served-as-their-stock-loads.md); waiting for the
// tasks settles them whatever is held.
import { expect, test } from 'vitest';
import { createTaskQueue } from '#server/search/engine/index/task-queue.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function queueCountingSettles() {
  const counts = { settles: 0 };
  const queue = createTaskQueue({ now: () => new Date(), settle: () => (counts.settles += 1) });
  const write = () => queue.enqueue('cars', 'documentAdditionOrUpdate', {}, () => ({}));
  return { queue, counts, write };
}

test('a pause between writes settles once; held, it does not until waited for', async () => {
  const free = queueCountingSettles();
  free.write();
  free.write();
  await pause(400);
  expect(free.counts.settles).toBe(1);

  const held = queueCountingSettles();
  const release = held.queue.holdSettling();
  held.write();
  await pause(400);
  held.write();
  await pause(400);
  expect(held.counts.settles).toBe(0);
  release();
  await held.queue.waitForTasks();
  expect(held.counts.settles).toBe(1);
});

// The server bundle refuses to start, exit 1 with one line naming the fix, on production
// defaults that would lose work: no SMTP_URL without LEAD_EMAIL=files (lead emails would pile up
// as files no dealer reads; it only warned before), and no inventory without DEMO_INVENTORY.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startBundle } from '../support/bundle-process.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-refusals-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('production without SMTP_URL or LEAD_EMAIL=files: exit 1 naming both', async () => {
  const server = await startBundle({ DATA_DIR: dataDir, LEAD_EMAIL: '', DEMO_INVENTORY: 'true' });
  expect(await server.exited).toBe(1);
  expect(server.output()).toMatch(
    /^Startup failed: NODE_ENV=production needs SMTP_URL .*set LEAD_EMAIL=files/m,
  );
  expect(fs.readdirSync(dataDir)).toEqual([]);
});

test('production without inventory or DEMO_INVENTORY: exit 1 naming the fix', async () => {
  const server = await startBundle({ DATA_DIR: dataDir });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('Startup failed: no inventory in');
  expect(server.output()).toContain('DEMO_INVENTORY=true');
});

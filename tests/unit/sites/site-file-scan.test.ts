// A site file is read only once it has stayed the same between two looks: one still being
// written (a copy under way, an editor saving) waits for the next look.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { createSiteFileScan, fileSignature } from '#server/sites/site-file-scan.server.ts';

test('changed files are ready once steady; editor files are ignored; removals are reported', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scan-'));
  const file = path.join(dir, 'acme.json');
  fs.writeFileSync(file, '{"slug": "ac');
  fs.writeFileSync(path.join(dir, '.acme.json.swp'), 'x');
  fs.writeFileSync(path.join(dir, 'tenant.schema.json'), '{}');
  const scan = createSiteFileScan(dir, 200);

  expect(scan.scan(1_000)).toEqual({ ready: new Map(), removed: [], settling: true });
  fs.appendFileSync(file, 'me"}');
  // Changed since the last look: still settling, even after the settle time.
  expect(scan.scan(1_500).settling).toBe(true);
  expect(scan.scan(1_600).ready.size).toBe(0);
  const steady = scan.scan(1_700);
  expect([...steady.ready.keys()]).toEqual(['acme.json']);

  scan.markRead('acme.json', fileSignature(file));
  expect(scan.scan(2_000)).toEqual({ ready: new Map(), removed: [], settling: false });
  fs.rmSync(file);
  expect(scan.scan(2_100).removed).toEqual(['acme.json']);
  fs.rmSync(dir, { recursive: true });
});

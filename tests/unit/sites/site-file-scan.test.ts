// A site file is read only once it has stayed the same between two looks: one still being
// written (a copy under way, an editor saving) waits for the next look.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  createSiteFileScan,
  fileSignature,
  siteSignature,
} from '#server/sites/site-file-scan.server.ts';

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

test("a site's content pages are part of its signature: editing only the Markdown changes it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scan-'));
  fs.writeFileSync(path.join(dir, 'acme.json'), '{"slug": "acme"}');
  const before = siteSignature(dir, 'acme.json');
  const content = path.join(dir, 'content', 'acme');
  fs.mkdirSync(content, { recursive: true });
  fs.writeFileSync(path.join(content, 'faqs.md'), '# FAQs\n');
  const withPage = siteSignature(dir, 'acme.json');
  expect(withPage).not.toBe(before);
  // An editor's swap file is not a page.
  fs.writeFileSync(path.join(content, '.faqs.md.swp'), 'x');
  expect(siteSignature(dir, 'acme.json')).toBe(withPage);
  fs.appendFileSync(path.join(content, 'faqs.md'), 'More.\n');
  expect(siteSignature(dir, 'acme.json')).not.toBe(withPage);
  // Another site's content is not this one's.
  fs.mkdirSync(path.join(dir, 'content', 'other'));
  fs.writeFileSync(path.join(dir, 'content', 'other', 'faqs.md'), '# Other\n');
  const now = siteSignature(dir, 'acme.json');
  fs.appendFileSync(path.join(dir, 'content', 'other', 'faqs.md'), 'x');
  expect(siteSignature(dir, 'acme.json')).toBe(now);
  fs.rmSync(dir, { recursive: true });
});

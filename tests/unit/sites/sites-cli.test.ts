// `npm run sites -- check|list|new` on a temporary copy of the demo sites: every problem one
// line naming the file and the JSON pointer, exit 1 on any; a new site is refused until its
// identity is filled in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { runSitesCli } from '../../../scripts/sites/run-sites-cli.ts';
import { cloneSite, copyDemoSites, readSite, writeSite } from '../../support/site-folder.ts';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function sitesFolder() {
  const dir = copyDemoSites();
  folders.push(dir);
  return dir;
}

function cli(tenantsDir: string, argv: string[], dataDir = tenantsDir) {
  return runSitesCli(argv, {
    tenantsDir,
    dataDir,
    withStore: () => Promise.reject(new Error('no database in this test')),
  });
}

test('check: the demo sites pass; each broken file is one line with its file and pointer', async () => {
  const dir = sitesFolder();
  expect(await cli(dir, ['check'])).toMatchObject({
    exitCode: 0,
    stdout: expect.stringMatching(/^5 site\(s\) good, 0 problem/),
  });

  const label = path.basename(dir);
  fs.writeFileSync(path.join(dir, 'half-written.json'), '{"slug": "half-wri');
  const badColour = readSite(dir, 'bayside-mazda');
  badColour.dealership.email = 'not an email';
  writeSite(dir, 'bayside-mazda', badColour);
  writeSite(dir, 'wrong-name', cloneSite(dir, 'coastal-used-cars', 'other-name'));
  writeSite(
    dir,
    'later-clash',
    cloneSite(dir, 'coastal-used-cars', 'later-clash', [
      'later-clash.localhost',
      'www.coastalusedcars.com.au',
    ]),
  );

  const outcome = await cli(dir, ['check']);
  expect(outcome.exitCode).toBe(1);
  expect(outcome.stdout.trim().split('\n').sort()).toEqual([
    `${label}/bayside-mazda.json /dealership/email: must match format "email" (format)`,
    expect.stringMatching(/half-written\.json \/: is not valid JSON: Unterminated string/),
    `${label}/later-clash.json /hostnames/1: hostname "www.coastalusedcars.com.au" is already used by ${label}/coastal-used-cars.json (unique hostnames)`,
    `${label}/wrong-name.json /slug: must equal the file name "wrong-name"`,
  ]);
  expect(outcome.stderr).toMatch(/4 site\(s\) good, 4 problem\(s\)/);
});

test('check DIR names another folder; a folder that is not there is one line, exit 1', async () => {
  const dir = sitesFolder();
  expect((await cli('/nowhere', ['check', dir])).exitCode).toBe(0);
  const missing = await cli(dir, ['check', path.join(dir, 'missing')]);
  expect(missing).toMatchObject({
    exitCode: 1,
    stderr: expect.stringMatching(/^sites: cannot read .*missing: ENOENT/),
  });
});

test('new: a copy of the template with its identity blank, refused until filled in', async () => {
  const dir = sitesFolder();
  const created = await cli(dir, ['new', 'acme-motors', '--from', 'coastal-used-cars']);
  expect(created.exitCode).toBe(0);
  expect(created.stdout).toContain('to do: /dealership/name');
  expect(created.stdout).toContain('to do: /primary_hostname');
  const doc = readSite(dir, 'acme-motors');
  expect(doc).toMatchObject({ slug: 'acme-motors', hostnames: ['acme-motors.localhost'] });
  expect(doc.search.scope_filter).toBe('dealership_slug = "acme-motors"');
  expect(doc.dealership.name).toBe('');

  const refused = await cli(dir, ['check']);
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout).toMatch(/acme-motors\.json \/primary_hostname: must match pattern/);

  const todo = [...created.stdout.matchAll(/to do: (\S+)/g)].map((match) => match[1]!);
  for (const pointer of todo) setAt(doc, pointer, fillFor(pointer));
  writeSite(dir, 'acme-motors', doc);
  expect(await cli(dir, ['check'])).toMatchObject({
    exitCode: 0,
    stdout: expect.stringMatching(/^6 site\(s\) good/),
  });

  expect((await cli(dir, ['new', 'acme-motors', '--from', 'coastal-used-cars'])).stderr).toMatch(
    /exists already/,
  );
  expect((await cli(dir, ['new', 'x', '--from', 'nobody'])).stderr).toMatch(/no template site/);
  expect((await cli(dir, ['new', 'Bad Slug', '--from', 'coastal-used-cars'])).exitCode).toBe(1);
  expect((await cli(dir, ['new', 'x'])).exitCode).toBe(2);
});

test('list: slug, hostnames and stock count of each good site; no database needed without feeds', async () => {
  const dir = sitesFolder();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sites-data-'));
  folders.push(dataDir);
  fs.mkdirSync(path.join(dataDir, 'inventory'));
  fs.writeFileSync(
    path.join(dataDir, 'inventory', 'bayside-mazda.json'),
    JSON.stringify({ tenant: 'bayside-mazda', cars: [{}, {}, {}] }),
  );
  const listed = await cli(dir, ['list'], dataDir);
  expect(listed.exitCode).toBe(0);
  const row = listed.stdout.split('\n').find((line) => line.startsWith('bayside-mazda '))!;
  expect(row.split(/\s+/)).toEqual([
    'bayside-mazda',
    'bayside-mazda.localhost',
    'www.baysidemazda.com.au',
    'baysidemazda.com.au',
    '3',
    'no',
    'feed',
  ]);
});

function fillFor(pointer: string): string {
  if (pointer.endsWith('_url')) return 'https://www.example.com/acme';
  if (pointer.endsWith('email') || pointer.endsWith('/default/0')) return 'sales@acme.example';
  if (pointer === '/primary_hostname') return 'acme-motors.localhost';
  if (pointer.endsWith('postcode')) return '4000';
  if (pointer.endsWith('phone')) return '07 5550 9999';
  return 'Acme Motors';
}

function setAt(doc: Record<string, any>, pointer: string, value: string) {
  const keys = pointer.split('/').slice(1);
  const last = keys.pop()!;
  let node = doc;
  for (const key of keys) node = node[key];
  node[last] = value;
}

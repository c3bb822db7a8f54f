import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from '#server/repo-path.server.ts';

/** A temporary copy of the demo site files, assets and content pages (a TENANTS_DIR). */
export function copyDemoSites(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sites-'));
  fs.cpSync(repoPath('tenants'), dir, { recursive: true });
  return dir;
}

export function readSite(dir: string, slug: string): Record<string, any> {
  return JSON.parse(fs.readFileSync(path.join(dir, `${slug}.json`), 'utf8'));
}

/** Writes a site file whole, as an operator's tool that renames into place does. */
export function writeSite(dir: string, slug: string, doc: unknown): void {
  const temporary = path.join(dir, `.${slug}.json.tmp`);
  fs.writeFileSync(temporary, JSON.stringify(doc, null, 2));
  fs.renameSync(temporary, path.join(dir, `${slug}.json`));
}

/** A second copy of a demo site under a new slug (its own hostnames, scope and content). */
export function cloneSite(
  dir: string,
  from: string,
  slug: string,
  hostnames = [`${slug}.localhost`],
) {
  const doc = JSON.parse(
    fs.readFileSync(path.join(dir, `${from}.json`), 'utf8').replaceAll(from, slug),
  );
  doc.hostnames = hostnames;
  doc.primary_hostname = hostnames[0];
  for (const folder of ['assets', 'content']) {
    const source = path.join(dir, folder, from);
    if (fs.existsSync(source)) fs.cpSync(source, path.join(dir, folder, slug), { recursive: true });
  }
  return doc;
}

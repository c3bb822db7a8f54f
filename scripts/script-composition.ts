// What each page kind's script before interaction is made of, from the last client build's
// esbuild metafile: the files a page loads up front (its module script, the hydrating module
// and core, its page chunk and that chunk's static imports), their gzip size, and the
// minified bytes each package or platform folder adds to them; first, the framework's floor
// (scripts/bench/framework-floor.ts), the part of every page's gzip total no page can shed.
// Usage: npm run bench:script-composition -- [--modules 15] [--pages HomePage,CarPage]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import type * as esbuild from 'esbuild';
import type { ClientManifest } from '../server/ssr/client-manifest.ts';
import {
  buildClient,
  CLIENT_OUT_DIR,
  isClientBuildStale,
  MANIFEST_FILE,
  METAFILE_FILE,
} from '../esbuild.config.ts';
import { bundledSources, frameworkFloor, frameworkImports } from './bench/framework-floor.ts';

const { values } = parseArgs({
  options: { modules: { type: 'string' }, pages: { type: 'string' } },
});
const moduleCount = Number(values.modules ?? 0);
const pages = (
  values.pages ??
  'HomePage,ListingPage,CarPage,ContactPage,FinancePage,ServiceBookingPage,TradeInPage,ReservePage'
).split(',');

if (isClientBuildStale()) await buildClient();
const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as ClientManifest;
const metafile = JSON.parse(fs.readFileSync(METAFILE_FILE, 'utf8')) as esbuild.Metafile;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** The metafile's name for a public URL (outputs are named from the repository root). */
const outputOf = (url: string) =>
  path.relative(process.cwd(), path.join(CLIENT_OUT_DIR, url.replace(/^\/assets\//, '')));
/** A package by its name; the platform's own code by its top folder (shared/app...). */
function groupOf(input: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  if (pkg) return pkg[1]!;
  const [namespace, file = namespace] = input.split(':');
  return file!.split('/').slice(0, 2).join('/');
}

const floor = await frameworkFloor(frameworkImports(bundledSources(metafile, process.cwd())));
console.log(
  `framework floor (React, React DOM, React Router: the ${floor.names} names the browser code imports, built alone): ${kb(floor.minified)} KB minified, ${kb(floor.gzip)} KB gzip`,
);

for (const page of pages) {
  const chunk = manifest.pages[page];
  if (!chunk) throw new Error(`${page}: no such page in the client manifest`);
  const urls = [
    ...new Set([manifest.entry, ...manifest.entryImports, chunk.file, ...chunk.imports]),
  ];
  const groups = new Map<string, number>();
  const modules: [string, number][] = [];
  let gzip = 0;
  let minified = 0;
  for (const url of urls) {
    const output = metafile.outputs[outputOf(url)];
    if (!output) throw new Error(`${url}: not in the metafile (build again)`);
    gzip += zlib.gzipSync(
      fs.readFileSync(path.join(CLIENT_OUT_DIR, url.slice('/assets/'.length))),
    ).length;
    minified += output.bytes;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      groups.set(groupOf(input), (groups.get(groupOf(input)) ?? 0) + bytesInOutput);
      modules.push([input, bytesInOutput]);
    }
  }
  console.log(
    `${page}: ${urls.length} files, ${kb(minified)} KB minified, ${kb(gzip)} KB gzip (${kb(gzip - floor.gzip)} KB above the framework floor)`,
  );
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 1024) console.log(`  ${group.padEnd(36)} ${kb(bytes).padStart(6)} KB`);
  }
  for (const [input, bytes] of modules.sort((a, b) => b[1] - a[1]).slice(0, moduleCount)) {
    console.log(`    ${input.replace(/^.*node_modules\//, '')} ${kb(bytes)} KB`);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { ClientManifest } from './server/ssr/client-manifest.ts';
import { ENTRY, HYDRATE, oneCoreChunk, planCore } from './scripts/build/client-core-chunk.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
export const CLIENT_OUT_DIR = path.join(root, 'dist', 'client');
// Beside the served folder, not in it: the server reads it, browsers have no use for it.
export const MANIFEST_FILE = path.join(root, 'dist', 'client-manifest.json');
/** esbuild's metafile of the last build: what each output holds (audits, bundle analysers). */
export const METAFILE_FILE = path.join(root, 'dist', 'client-metafile.json');
const PUBLIC_PREFIX = '/assets/';
// scripts/build: the build's own plugins (the core chunk's plan).
const SOURCE_DIRS = ['client', 'shared', 'scripts/build'];
/**
 * The server as plain JavaScript (this entry and the chunks beside it), what `npm start` runs
 * in production: no TypeScript loader at run time, which keeps about 150 MB off each instance
 * (docs/decisions/0020-page-cache.md). Beside dist/client so its import.meta.url still
 * finds the repository's folders one level up.
 */
export const SERVER_BUNDLE = path.join(root, 'dist', 'server.mjs');
const SERVER_SOURCE_DIRS = ['server', 'shared', 'seed', 'scripts'];

/** The route table and the pages it places at several paths (shared/app/multi-path-pages.ts). */
const ROUTE_TABLE_FILES = new Set([
  path.join(root, 'shared', 'routes.tsx'),
  path.join(root, 'shared', 'app', 'multi-path-pages.ts'),
]);
const SERVER_ONLY_EXPORT =
  /^export\s+(?:async\s+)?(?:function\s*\*?|const|let)\s+([A-Za-z_$][\w$]*)/gm;

/**
 * The route table's `*.data.ts` modules (loaders, actions, sitemap rules) run on the server
 * only: the browser replaces every loader with a fetch of its JSON and drops actions
 * (client/route-data.client.ts, docs/decisions/0002). In the bundle each export of such a
 * module, imported by the route table, is one placeholder function, so their code and what
 * it imports stay out of every page's JavaScript. Imported from anywhere else, a data
 * module is bundled as written.
 */
const serverOnlyRouteModules: esbuild.Plugin = {
  name: 'server-only-route-modules',
  setup(build) {
    build.onResolve({ filter: /\.data\.ts$/ }, (args) => {
      if (!ROUTE_TABLE_FILES.has(args.importer)) return undefined;
      // Repo-relative: the source maps name the placeholder, not a path of the build machine.
      const file = path.relative(root, path.resolve(args.resolveDir, args.path));
      return { path: file, namespace: 'server-only' };
    });
    build.onLoad({ filter: /.*/, namespace: 'server-only' }, (args) => {
      const source = fs.readFileSync(path.join(root, args.path), 'utf8');
      const names = [...source.matchAll(SERVER_ONLY_EXPORT)].map((match) => match[1]!);
      const exports = names.map((name) => `serverOnly as ${name}`).join(', ');
      return {
        // Calling one (a loader factory at module load) gives the placeholder back.
        contents: `const serverOnly = () => serverOnly;\nexport { ${exports} };\n`,
        loader: 'js',
      };
    });
  },
};

function publicUrl(outfile: string) {
  return (
    PUBLIC_PREFIX +
    path.relative(CLIENT_OUT_DIR, path.join(root, outfile)).split(path.sep).join('/')
  );
}

function toManifest(metafile: esbuild.Metafile): ClientManifest {
  const manifest: ClientManifest = { entry: '', styles: [], entryImports: [], pages: {} };
  const hydrate = Object.values(metafile.outputs).find((output) => output.entryPoint === HYDRATE);
  // What the hydrating module imports after a yield (React DOM's client: client/entry.tsx):
  // every page needs it, so it is preloaded with the core rather than named as a page.
  const afterYield = new Set(
    (hydrate?.imports ?? [])
      .filter((imp) => imp.kind === 'dynamic-import' && !imp.external)
      .map((imp) => imp.path),
  );
  for (const [outfile, output] of Object.entries(metafile.outputs)) {
    if (outfile.endsWith('.map')) continue;
    const staticImports = output.imports
      .filter((imp) => imp.kind === 'import-statement' && !imp.external)
      .map((imp) => publicUrl(imp.path));
    if (outfile.endsWith('.css')) manifest.styles.push(publicUrl(outfile));
    else if (output.entryPoint === ENTRY) manifest.entry = publicUrl(outfile);
    else if (output.entryPoint === HYDRATE) {
      manifest.entryImports = [
        publicUrl(outfile),
        ...staticImports,
        ...[...afterYield].map((file) => publicUrl(file)),
      ];
    } else if (output.entryPoint && !afterYield.has(outfile)) {
      for (const name of output.exports) {
        const other = manifest.pages[name];
        if (other) {
          throw new Error(
            `Two lazily loaded modules export ${name} (${output.entryPoint} and ${other.file}): rename one, the manifest finds a page's chunk by that name.`,
          );
        }
        manifest.pages[name] = { file: publicUrl(outfile), imports: staticImports };
      }
    }
  }
  return manifest;
}

/** How browser code is bundled: the client build's settings, and any build measured against it. */
export function browserBundleSettings({ minify = true } = {}) {
  return {
    absWorkingDir: root,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    minify,
    jsx: 'automatic',
    // See client/shims/.
    alias: {
      qs: './client/shims/qs-not-bundled.ts',
      'use-sync-external-store/shim/index.js': './client/shims/use-sync-external-store.ts',
    },
    define: { 'process.env.NODE_ENV': JSON.stringify(minify ? 'production' : 'development') },
    logLevel: 'warning',
  } satisfies esbuild.BuildOptions;
}

export async function buildClient({ minify = true } = {}): Promise<ClientManifest> {
  fs.rmSync(CLIENT_OUT_DIR, { recursive: true, force: true });
  const options = {
    ...browserBundleSettings({ minify }),
    entryPoints: [ENTRY],
    outdir: CLIENT_OUT_DIR,
    // Chunks beside the entries, not in a folder: repoPath and seed/ find the repository one up.
    splitting: true,
    sourcemap: 'linked',
    metafile: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
  } satisfies esbuild.BuildOptions;
  const first = await esbuild.build({
    ...options,
    write: false,
    sourcemap: false,
    plugins: [serverOnlyRouteModules],
  });
  const result = await esbuild.build({
    ...options,
    plugins: [serverOnlyRouteModules, oneCoreChunk(planCore(first.metafile))],
    // The core's imports of packages marked free of side effects: they only tie the chunk.
    logOverride: { 'ignored-bare-import': 'silent' },
  });
  const manifest = toManifest(result.metafile);
  fs.writeFileSync(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
  fs.writeFileSync(METAFILE_FILE, JSON.stringify(result.metafile));
  return manifest;
}

/**
 * Bundles server/index.ts, the first start's data preparation it runs as a child, and the
 * operator commands (an image runs `node dist/import.mjs`, no TypeScript loader); each at
 * dist/'s top level, where repoPath finds the repository one folder up. Packages stay imports
 * of node_modules.
 */
const SERVER_ENTRY_POINTS = {
  server: 'server/index.ts',
  'prepare-data': 'scripts/prepare-data.ts',
  import: 'scripts/import-inventory.ts',
  leads: 'scripts/leads.ts',
  feeds: 'scripts/feeds.ts',
  payments: 'scripts/payments.ts',
};
export async function buildServer(): Promise<void> {
  const outdir = path.dirname(SERVER_BUNDLE);
  // Chunks are named by their content: an earlier build's would otherwise pile up.
  for (const file of fs.existsSync(outdir) ? fs.readdirSync(outdir) : []) {
    if (/\.mjs(\.map)?$/.test(file)) fs.rmSync(path.join(outdir, file));
  }
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { ...SERVER_ENTRY_POINTS },
    // The entry loads the server in a chunk of its own, after its stop-signal handler
    // (server/index.ts); shared modules become chunks beside the entries.
    splitting: true,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // For `node --enable-source-maps` when a stack trace must name the source files.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

function newestSourceTime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceTime(full) : fs.statSync(full).mtimeMs,
    );
  }
  return newest;
}

/** True when `built` is missing or older than any file of `dirs` or the lock file. */
function isStale(built: string, dirs: readonly string[]): boolean {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const sources = dirs.map((dir) => newestSourceTime(path.join(root, dir)));
  // The build's own settings and the import map (#shared/*) count as sources too.
  for (const file of ['package-lock.json', 'package.json', 'esbuild.config.ts']) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) sources.push(fs.statSync(full).mtimeMs);
  }
  return Math.max(...sources) > builtAt;
}

/** True when dist/client is missing or older than any client/shared source or lock file. */
export function isClientBuildStale(): boolean {
  return isStale(MANIFEST_FILE, SOURCE_DIRS);
}

/** True when dist/server.mjs is missing or older than any server/shared/seed source. */
export function isServerBuildStale(): boolean {
  return isStale(SERVER_BUNDLE, SERVER_SOURCE_DIRS);
}

/** The production build, client and server, each made again only when stale (benchmarks). */
export async function buildWhatIsStale(): Promise<void> {
  if (isClientBuildStale()) await buildClient();
  if (isServerBuildStale()) await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const manifest = await buildClient({ minify: !process.argv.includes('--dev') });
  await buildServer();
  console.log(
    `client and server built in ${Math.round(performance.now() - started)} ms: ${manifest.entry}`,
  );
}

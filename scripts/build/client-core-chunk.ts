// The browser bundle's core chunk: what every page loads anyway is made one chunk, not dozens
// (docs/decisions/0022-client-chunks.md). Used by esbuild.config.ts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The page's module script (client/boot.ts), and the module it loads to hydrate. */
export const ENTRY = 'client/boot.ts';
export const HYDRATE = 'client/entry.tsx';
const CORE_MODULE = 'client-core';
/** A chunk shared by several lazy modules joins the core when it is this small (minified bytes). */
const SMALL_SHARED_CHUNK = 12_000;

/** Output files reached from `outfile` through static imports, itself included. */
function staticClosure(metafile: esbuild.Metafile, outfile: string, seen = new Set<string>()) {
  if (seen.has(outfile)) return seen;
  seen.add(outfile);
  for (const imp of metafile.outputs[outfile]!.imports) {
    if (imp.kind === 'import-statement' && !imp.external) staticClosure(metafile, imp.path, seen);
  }
  return seen;
}

/**
 * From a first split build: the source files every page loads anyway (what the entry reaches,
 * plus small chunks that several lazy modules share) and the lazily imported modules.
 */
export function planCore(metafile: esbuild.Metafile) {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const hydrateFile = outputs.find(([, output]) => output.entryPoint === HYDRATE)![0];
  const coreFiles = staticClosure(metafile, hydrateFile);
  const lazy = outputs.filter(
    ([, output]) =>
      output.entryPoint && output.entryPoint !== ENTRY && output.entryPoint !== HYDRATE,
  );
  const users = new Map<string, number>();
  for (const [file] of lazy) {
    for (const chunk of staticClosure(metafile, file)) {
      if (!coreFiles.has(chunk)) users.set(chunk, (users.get(chunk) ?? 0) + 1);
    }
  }
  // Only a chunk whose own imports are core already: joining must not pull a large one in.
  let grown = true;
  while (grown) {
    grown = false;
    for (const [chunk, count] of users) {
      const output = metafile.outputs[chunk]!;
      if (
        !coreFiles.has(chunk) &&
        count > 1 &&
        output.bytes <= SMALL_SHARED_CHUNK &&
        output.imports.every((imp) => imp.kind !== 'import-statement' || coreFiles.has(imp.path))
      ) {
        coreFiles.add(chunk);
        grown = true;
      }
    }
  }
  const coreInputs = new Set<string>();
  for (const file of coreFiles) {
    for (const input of Object.keys(metafile.outputs[file]!.inputs)) {
      // Not the hydrating module itself, nor placeholders or styles.
      if (input !== HYDRATE && !input.includes(':') && /\.[cm]?[jt]sx?$/.test(input)) {
        coreInputs.add(path.resolve(root, input));
      }
    }
  }
  const lazyModules = new Set(
    lazy
      .map(([, output]) => output.entryPoint!)
      .filter((input) => !input.includes(':') && !input.includes('node_modules'))
      .map((input) => path.resolve(root, input)),
  );
  return { coreInputs, lazyModules };
}

/**
 * esbuild's splitting makes one chunk per set of entry points sharing a module: with a lazy
 * chunk per page, the code every page runs came in dozens of 1-2 KB files, each a request
 * before hydration (docs/decisions/0022-client-chunks.md). The hydrating module and every lazy module are made to import
 * the whole core (the entry's code and small shared chunks), so the core is one set of entry
 * points, hence one chunk.
 */
export function oneCoreChunk(plan: ReturnType<typeof planCore>): esbuild.Plugin {
  return {
    name: 'one-core-chunk',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${CORE_MODULE}$`) }, () => ({
        path: CORE_MODULE,
        namespace: CORE_MODULE,
      }));
      build.onLoad({ filter: /.*/, namespace: CORE_MODULE }, () => ({
        contents: [...plan.coreInputs].map((file) => `import ${JSON.stringify(file)};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.[jt]sx?$/ }, (args) => {
        if (!plan.lazyModules.has(args.path) && args.path !== path.resolve(root, HYDRATE)) {
          return undefined;
        }
        const source = fs.readFileSync(args.path, 'utf8');
        // Appended, so the source maps' lines stay right; imports are hoisted anyway.
        return {
          contents: `${source}\nimport ${JSON.stringify(CORE_MODULE)};\n`,
          loader: path.extname(args.path).slice(1) as esbuild.Loader,
        };
      });
    },
  };
}

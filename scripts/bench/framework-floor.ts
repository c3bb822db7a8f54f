// The script no page can do without: React, React DOM and React Router with only the names the
// platform's browser code imports from them, bundled alone with the client build's settings.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { browserBundleSettings } from '../../esbuild.config.ts';

const FRAMEWORK = ['react', 'react-dom', 'react-dom/client', 'react-router', 'react-router/dom'];
// `import { a, type B } from 'x';` and `export { a } from 'x';`
const NAMED_IMPORT = /^(?:import|export)\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';/gm;

/** Each framework module and the names imported from it, over the given source files. */
export function frameworkImports(sources: readonly string[]): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const [, typeOnly, names, from] of source.matchAll(NAMED_IMPORT)) {
      if (typeOnly || !FRAMEWORK.includes(from!)) continue;
      for (const entry of names!.split(',')) {
        const name = entry.trim().split(/\s+as\s+/)[0]!;
        if (!name || name.startsWith('type ')) continue;
        if (!imports.has(from!)) imports.set(from!, new Set());
        imports.get(from!)!.add(name);
      }
    }
  }
  return imports;
}

/** The metafile's own source files (not packages, not the build's placeholders), read. */
export function bundledSources(metafile: esbuild.Metafile, root: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes('node_modules/') && !input.includes(':'))
    .filter((input) => /\.tsx?$/.test(input))
    .map((input) => fs.readFileSync(path.join(root, input), 'utf8'));
}

/** The framework's floor: minified and gzip bytes, and how many names it was built from. */
export async function frameworkFloor(imports: Map<string, Set<string>>) {
  const lines = [...imports].map(
    ([from, names], i) =>
      `export { ${[...names].map((name, j) => `${name} as _${i}_${j}`).join(', ')} } from '${from}';`,
  );
  // The automatic JSX transform's own imports, which no source file names.
  lines.push(`export { jsx, jsxs, Fragment } from 'react/jsx-runtime';`);
  const built = await esbuild.build({
    ...browserBundleSettings(),
    stdin: { contents: lines.join('\n'), resolveDir: process.cwd(), loader: 'js' },
    write: false,
  });
  const code = built.outputFiles[0]!.contents;
  const names = [...imports.values()].reduce((sum, set) => sum + set.size, 0);
  return { minified: code.length, gzip: zlib.gzipSync(code).length, names };
}

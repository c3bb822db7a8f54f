import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { repoPath } from '#server/repo-path.server.ts';

/** Every source file the browser bundle was built from, read from its source maps. */
function bundledSources(): string[] {
  const dir = repoPath('dist', 'client');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .flatMap((file) => {
      const map = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
        sources: string[];
      };
      return map.sources;
    });
}

// docs/decisions/0002: loaders and actions run on the server; the browser fetches their JSON.
test("the route table's data modules stay out of the browser bundle", () => {
  const sources = bundledSources();
  const dataModules = sources.filter((source) => source.endsWith('.data.ts'));
  expect(dataModules).toContain('server-only:shared/pages/reserve/reserve.data.ts');
  // Each is the placeholder (namespace server-only), never the module's code.
  expect(dataModules.filter((source) => !source.startsWith('server-only:'))).toEqual([]);
  // The pages those routes render are still there.
  expect(sources.some((source) => source.endsWith('shared/pages/reserve/reserve.page.tsx'))).toBe(
    true,
  );
});

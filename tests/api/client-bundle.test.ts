import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { repoPath } from '#server/repo-path.server.ts';
import type { ClientManifest } from '#server/ssr/client-manifest.ts';

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

/** The source files in the chunks a page loads before it hydrates (boot data's preloads). */
function upFrontSources(page: string): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(repoPath('dist', 'client-manifest.json'), 'utf8'),
  ) as ClientManifest;
  const chunk = manifest.pages[page]!;
  return [...manifest.entryImports, chunk.file, ...chunk.imports].flatMap((url) => {
    const map = JSON.parse(
      fs.readFileSync(repoPath('dist', 'client', `${url.replace(/^\/assets\//, '')}.map`), 'utf8'),
    ) as { sources: string[] };
    return map.sources;
  });
}

// docs/decisions/0033: a car page's lead forms load when the panel comes near, not up front.
test("a car page's up-front script holds its page but not the lead form", () => {
  const sources = upFrontSources('CarPage');
  expect(sources.some((source) => source.endsWith('shared/pages/car/car-lead-panel.tsx'))).toBe(
    true,
  );
  const leadForm = ['lead-form/lead-form.tsx', 'lead-form/car-lead-form.tsx', 'captcha-field.tsx'];
  expect(sources.filter((source) => leadForm.some((file) => source.endsWith(file)))).toEqual([]);
  // A form page still has its form up front.
  expect(
    upFrontSources('ContactPage').some((source) =>
      source.endsWith('shared/components/lead-form/lead-form.tsx'),
    ),
  ).toBe(true);
});

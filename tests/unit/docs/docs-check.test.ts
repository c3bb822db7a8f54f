import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocs } from '../../../scripts/docs-check.ts';
import { documentAnchors, headingAnchor } from '../../../scripts/docs/doc-links.ts';

let root: string | undefined;

function repository(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-check-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('npm run docs:check', () => {
  it('finds every link and path named in README.md and docs/ in the repository', () => {
    expect(checkDocs()).toEqual([]);
  });

  it('names each missing file, folder and anchor with its document and line', () => {
    const dir = repository({
      'README.md': [
        '# Shop',
        'Start with [search](docs/search.md#moving-to-a-cluster) and [ops](docs/ops.md).',
        'The app is `server/app.server.ts`; the engine lives in server/engine/.',
      ].join('\n'),
      'docs/search.md':
        '# Search\n\n## Moving to a Meilisearch cluster\n\nBack to [the top](#search).\n',
      'docs/decisions/0001-one.md':
        'See [the README](../../README.md#shop) and docs/decisions/0002.\n',
      'server/app.server.ts': '',
    });
    expect(checkDocs(dir)).toEqual([
      'README.md:2: link docs/search.md#moving-to-a-cluster: #moving-to-a-cluster is not a heading of docs/search.md',
      'README.md:2: link docs/ops.md: no such file or folder in the repository',
      'README.md:3: path server/engine/: no such file or folder in the repository',
      'docs/decisions/0001-one.md:1: path docs/decisions/0002: no such file or folder in the repository',
    ]);
  });

  it('leaves alone patterns, examples, site paths and other websites', () => {
    const dir = repository({
      'README.md': [
        '# Shop',
        'Each site is `tenants/<slug>.json`; migrations are `server/db/migrations/NNNN-name.sql`.',
        'Startup says `tenants/new-dealer.json: /hostnames must be unique`.',
        'A page links `[contact us](/contact)`; see [Meilisearch](https://www.meilisearch.com/docs).',
        'Tests match tests/unit/**/*.test.ts.',
      ].join('\n'),
      'docs/.keep.md': '',
    });
    expect(checkDocs(dir)).toEqual([]);
  });
});

describe('heading anchors', () => {
  it.each([
    ['1. The product', '1-the-product'],
    ['Search: Meilisearch compatibility', 'search-meilisearch-compatibility'],
    ["Importing a dealer's stock", 'importing-a-dealers-stock'],
    ['The `npm run feeds` commands', 'the-npm-run-feeds-commands'],
    ['Pages, listings and cars in more detail', 'pages-listings-and-cars-in-more-detail'],
  ])('%s -> #%s', (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });

  it('numbers a repeated heading and ignores headings in code', () => {
    const text = '# Figures\n\n```sh\n# not a heading\n```\n\n## Figures\n';
    expect([...documentAnchors(text)]).toEqual(['figures', 'figures-1']);
  });
});

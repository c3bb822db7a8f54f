import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ContentPageError, loadContentPages } from '#server/content/load-content-pages.server.ts';
import { loadTenants, TenantConfigError } from '#server/tenancy/load-tenants.server.ts';
import type { ContentPageDeclaration, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { demoTenantConfig } from '../../support/demo-site.ts';

const SLUG = 'bayside-mazda';
const TERMS: ContentPageDeclaration = {
  path: '/terms-of-use',
  title: 'Terms of Use',
  description: 'The terms.',
  file: 'terms-of-use.md',
  consent: 'terms',
};
const PRIVACY: ContentPageDeclaration = {
  path: '/pages/privacy-statement',
  title: 'Privacy Statement',
  description: 'The statement.',
  file: 'privacy-statement.md',
  consent: 'privacy',
};
const GOOD = '# A page\n\nSee our [contact page](/contact).\n';

let roots: string[] = [];
afterEach(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  roots = [];
});

/** A tenants/ folder holding Markdown files for the demo tenant; returns the folder. */
function tenantsDirWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-pages-'));
  roots.push(root);
  const dir = path.join(root, 'tenants');
  fs.mkdirSync(path.join(dir, 'content', SLUG), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, 'content', SLUG, name), text);
  }
  return dir;
}

function tenantWith(pages: ContentPageDeclaration[]): TenantConfig {
  return { ...demoTenantConfig(SLUG), content_pages: pages };
}

function thrown(load: () => unknown): Error {
  try {
    load();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the load to throw');
}

const bothFiles = { 'terms-of-use.md': GOOD, 'privacy-statement.md': GOOD };

test('every demo site’s content pages load with no error and no warning', () => {
  const dir = path.resolve('tenants');
  const tenants = loadTenants(dir);
  const { pages, warnings } = loadContentPages(tenants, dir);
  expect(warnings).toEqual([]);
  for (const tenant of tenants) {
    for (const page of tenant.content_pages) {
      expect(pages.html(tenant, page.path), `${tenant.slug}${page.path}`).toMatch(/^<h1>/);
    }
  }
});

test('a declared page is rendered for its own site and path only', () => {
  const dir = tenantsDirWith(bothFiles);
  const { pages } = loadContentPages([tenantWith([TERMS, PRIVACY])], dir);
  expect(pages.html({ slug: SLUG }, '/terms-of-use')).toContain('<h1>A page</h1>');
  expect(pages.html({ slug: SLUG }, '/faqs')).toBeNull();
  expect(pages.html({ slug: 'coastal-used-cars' }, '/terms-of-use')).toBeNull();
});

describe('what stops startup names the file and the line', () => {
  test('a Markdown error: file:line and the fix', () => {
    const dir = tenantsDirWith({
      ...bothFiles,
      'terms-of-use.md': '# Terms\n\nPlain text.\n<span>HTML</span>\n',
    });
    const error = thrown(() => loadContentPages([tenantWith([TERMS, PRIVACY])], dir));
    expect(error).toBeInstanceOf(ContentPageError);
    expect(error.message).toBe(
      `tenants/content/${SLUG}/terms-of-use.md:4: has raw HTML (<span>), which content pages do not allow: write it in Markdown`,
    );
  });

  test('a missing file: the tenant file, the pointer and the file it names', () => {
    const dir = tenantsDirWith({ 'terms-of-use.md': GOOD });
    const error = thrown(() => loadContentPages([tenantWith([TERMS, PRIVACY])], dir));
    expect(error).toBeInstanceOf(TenantConfigError);
    expect(error.message).toBe(
      `tenants/${SLUG}.json: /content_pages/1/file names tenants/content/${SLUG}/privacy-statement.md, which does not exist: add the file or correct the name`,
    );
  });

  test.each([
    {
      name: 'a path declared twice',
      pages: [TERMS, PRIVACY, { ...TERMS, consent: undefined, file: 'privacy-statement.md' }],
      pointer: '/content_pages/2/path',
      rule: /declared twice \(also \/content_pages\/0\)/,
    },
    {
      name: 'no terms page',
      pages: [{ ...TERMS, consent: undefined }, PRIVACY],
      pointer: '/content_pages',
      rule: /no page with "consent": "terms".*'I agree to the terms of use'/,
    },
    {
      name: 'two privacy pages',
      pages: [TERMS, PRIVACY, { ...PRIVACY, path: '/privacy-policy' }],
      pointer: '/content_pages/2/consent',
      rule: /second "privacy" page \(the first is \/content_pages\/1\)/,
    },
  ])('$name', ({ pages, pointer, rule }) => {
    const dir = tenantsDirWith(bothFiles);
    const error = thrown(() => loadContentPages([tenantWith(pages)], dir)) as TenantConfigError;
    expect(error).toBeInstanceOf(TenantConfigError);
    expect(error.file).toBe(`tenants/${SLUG}.json`);
    expect(error.pointer).toBe(pointer);
    expect(error.rule).toMatch(rule);
  });
});

test('a link to a path the site does not serve is a warning with file and line', () => {
  const dir = tenantsDirWith({
    ...bothFiles,
    'terms-of-use.md': '# Terms\n\n[Contact us](/contact) or see\n[our FAQs](/faqs).\n',
  });
  const { warnings } = loadContentPages([tenantWith([TERMS, PRIVACY])], dir);
  // This copy of the site declares no /faqs page.
  expect(warnings).toEqual([
    {
      file: `tenants/content/${SLUG}/terms-of-use.md`,
      line: 4,
      message: expect.stringContaining('links to /faqs, which no page of this site serves'),
    },
  ]);
});

import fs from 'node:fs';
import path from 'node:path';
import type { ContentPages } from '#shared/app/route-context.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { isServedPath } from '../crawl/served-path.server.ts';
import { TenantConfigError } from '../tenancy/load-tenants.server.ts';
import { checkContentDeclarations } from './check-content-declarations.server.ts';
import { checkContentMarkdown } from './check-content-markdown.server.ts';
import { createContentMarkdown } from './content-markdown.server.ts';

/** Where a tenant's Markdown files live, inside the tenants folder: `content/<slug>/`. */
export const CONTENT_DIR = 'content';

/** A content page's Markdown that must be fixed before the platform starts. */
export class ContentPageError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: string,
  ) {
    super(`${file}:${line}: ${rule}`);
  }
}

/** Something in a content page worth fixing that does not stop startup (logged). */
export interface ContentWarning {
  file: string;
  line: number;
  message: string;
}

export interface LoadedContentPages {
  pages: ContentPages;
  warnings: ContentWarning[];
}

/**
 * docs/content-pages.md: reads and checks every tenant's content pages once, with the tenants
 * at startup. A declaration the schema cannot check, a missing file or a Markdown error
 * throws, naming the file (and its line); links to paths the site does not serve are
 * returned as warnings. A page is rendered when it is first asked for, then kept: a fleet's
 * start-up renders none of its hundreds of policy pages.
 */
export function loadContentPages(
  tenants: readonly TenantConfig[],
  tenantsDir: string,
): LoadedContentPages {
  const markdown = createContentMarkdown();
  const shownDir = path.basename(tenantsDir);
  const bySite = new Map<string, Map<string, { source: string; html?: string }>>();
  const warnings: ContentWarning[] = [];
  for (const tenant of tenants) {
    const site = toSiteData(tenant);
    const tenantFile = `${shownDir}/${tenant.slug}.json`;
    checkContentDeclarations(tenant, tenantFile);
    const pages = new Map<string, { source: string; html?: string }>();
    tenant.content_pages.forEach((page, index) => {
      const relative = `${CONTENT_DIR}/${tenant.slug}/${page.file}`;
      const file = `${shownDir}/${relative}`;
      const source = readMarkdown(path.join(tenantsDir, relative));
      if (source === undefined) {
        throw new TenantConfigError(
          tenantFile,
          `/content_pages/${index}/file`,
          `names ${file}, which does not exist: add the file or correct the name`,
        );
      }
      const check = checkContentMarkdown({
        source,
        pagePath: page.path,
        isServedPath: (linked) => isServedPath(linked, site),
      });
      const [error] = check.errors;
      if (error) throw new ContentPageError(file, error.line, error.message);
      warnings.push(...check.warnings.map((warning) => ({ file, ...warning })));
      pages.set(page.path, { source });
    });
    bySite.set(tenant.slug, pages);
  }
  return {
    pages: {
      html: (site, pagePath) => {
        const page = bySite.get(site.slug)?.get(pagePath);
        if (!page) return null;
        page.html ??= markdown.render(page.source);
        return page.html;
      },
    },
    warnings,
  };
}

function readMarkdown(file: string): string | undefined {
  try {
    // A byte-order mark from a Windows editor would hide the first heading.
    return fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

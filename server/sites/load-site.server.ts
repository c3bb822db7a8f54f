// One site file read and checked as startup checks it, for `npm run sites -- check` and the
// running server's site-file watcher alike: the same rules decide in both places.
import fs from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import {
  ContentPageError,
  loadContentPages,
  type LoadedContentPages,
} from '../content/load-content-pages.server.ts';
import { checkSitePagePaths } from '../tenancy/check-site-page-paths.server.ts';
import { checkAdsFeedStoreCodes } from '../tenancy/check-ads-feed-store-codes.server.ts';
import { TenantConfigError, type SiteValidator } from '../tenancy/load-tenants.server.ts';
import { listUnservedLinks } from '../tenancy/unserved-links.server.ts';

/** A site file that passed every check, with its content pages rendered. */
export interface LoadedSite {
  tenant: TenantConfig;
  content: LoadedContentPages;
  /** Links to paths the site does not serve (logged; they do not refuse the file). */
  unservedLinks: Array<{ file: string; pointer: string; url: string }>;
}

/** Why a site file was refused: the file, where in it (a JSON pointer or a line), and why. */
export interface SiteProblem {
  file: string;
  pointer: string;
  reason: string;
}

/** A file's text and the folder's name as shown in messages (`tenants/<slug>.json`). */
export function siteFileLabel(tenantsDir: string, name: string): string {
  return `${path.basename(tenantsDir)}/${name}`;
}

/** Checks one site's already-read text; throws TenantConfigError or ContentPageError. */
export function loadSiteText(
  tenantsDir: string,
  name: string,
  text: string,
  validate: SiteValidator,
): LoadedSite {
  const file = siteFileLabel(tenantsDir, name);
  const tenant = validate(file, text);
  checkSitePagePaths(tenant, file);
  checkAdsFeedStoreCodes(tenant, file);
  const content = loadContentPages([tenant], tenantsDir);
  const unservedLinks = listUnservedLinks(tenant).map((link) => ({ file, ...link }));
  return { tenant, content, unservedLinks };
}

/** Reads and checks one site file of the folder. */
export function loadSiteFile(tenantsDir: string, name: string, validate: SiteValidator) {
  return loadSiteText(
    tenantsDir,
    name,
    fs.readFileSync(path.join(tenantsDir, name), 'utf8'),
    validate,
  );
}

/** The problem a refused site file is reported with; other errors are not a site's fault. */
export function toSiteProblem(error: unknown): SiteProblem | undefined {
  if (error instanceof TenantConfigError) {
    return { file: error.file, pointer: error.pointer || '/', reason: error.rule };
  }
  if (error instanceof ContentPageError) {
    return { file: error.file, pointer: `line ${error.line}`, reason: error.rule };
  }
  return undefined;
}

/** One line per problem, as `npm run sites -- check` and the server's log print it. */
export function formatSiteProblem({ file, pointer, reason }: SiteProblem): string {
  return `${file} ${pointer}: ${reason}`;
}

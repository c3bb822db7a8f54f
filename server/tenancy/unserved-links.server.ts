import { isServedPath } from '../crawl/served-path.server.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** A link in a tenant's data to a path on its own site that no page answers. */
export interface UnservedLink {
  /** JSON pointer of the link in tenants/<slug>.json. */
  pointer: string;
  url: string;
}

// Fields that hold a link a shopper can follow (menus, promo cards, content blocks, offers).
const LINK_FIELDS = new Set(['url', 'button_url', 'override_url', 'href']);
// Objects whose `url` is an image or file, served as a static asset rather than a page.
const ASSET_OBJECTS = new Set(['logo', 'image', 'images', 'favicon', 'theme']);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * docs/content-pages.md: every site-relative link in a tenant's data (navigation, promo cards, content
 * blocks...) that no route of this site serves, so startup can name it before a shopper
 * finds the 404. External links and asset URLs are not checked here.
 */
export function listUnservedLinks(tenant: TenantConfig): UnservedLink[] {
  const site = toSiteData(tenant);
  const found: UnservedLink[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${escapePointer(key)}`;
      if (ASSET_OBJECTS.has(key)) continue;
      if (typeof child === 'string' && LINK_FIELDS.has(key)) {
        if (isSitePath(child) && !isServedPath(child, site)) {
          found.push({ pointer: childPointer, url: child });
        }
      } else {
        visit(child, childPointer);
      }
    }
  };
  visit(tenant, '');
  return found;
}

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

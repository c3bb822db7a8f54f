import type { ContentPageConsent, TenantConfig } from '#shared/tenant/tenant-config.ts';
import { TenantConfigError } from '../tenancy/load-tenants.server.ts';

const CONSENT_BOXES: Record<ContentPageConsent, string> = {
  terms: "'I agree to the terms of use'",
  privacy: "'I have read and understood the Privacy Statement'",
};

/**
 * docs/content-pages.md: a site's content_pages as the schema cannot check them. Each path is declared
 * once (checkSitePagePaths makes sure it reaches its page); exactly one page is the terms
 * page and one the privacy page, because every site's lead forms have consent boxes that
 * link to them.
 */
export function checkContentDeclarations(tenant: TenantConfig, file: string) {
  const firstIndex = new Map<string, number>();
  tenant.content_pages.forEach((page, index) => {
    const pointer = `/content_pages/${index}/path`;
    const first = firstIndex.get(page.path);
    if (first !== undefined) {
      throw new TenantConfigError(
        file,
        pointer,
        `"${page.path}" is declared twice (also /content_pages/${first}): give each page its own path`,
      );
    }
    firstIndex.set(page.path, index);
  });
  for (const consent of Object.keys(CONSENT_BOXES) as ContentPageConsent[]) {
    const marked = tenant.content_pages.flatMap((page, index) =>
      page.consent === consent ? [index] : [],
    );
    if (marked.length === 0) {
      throw new TenantConfigError(
        file,
        '/content_pages',
        `has no page with "consent": "${consent}": mark the page the lead forms' ${CONSENT_BOXES[consent]} box links to`,
      );
    }
    if (marked.length > 1) {
      throw new TenantConfigError(
        file,
        `/content_pages/${marked[1]}/consent`,
        `is a second "${consent}" page (the first is /content_pages/${marked[0]}): mark one only`,
      );
    }
  }
}

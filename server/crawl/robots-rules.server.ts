import type { SiteData } from '#shared/tenant/site-data.ts';

/**
 * Paths crawlers should skip (reference: crawl files): the JSON API, checkout,
 * the post-lead success page, and the per-shopper favourites and compare pages.
 * The sitemap applies the same list, so it never offers a URL robots.txt forbids.
 */
export function listDisallowedPaths(site: Pick<SiteData, 'labels'>): string[] {
  const paths = [
    '/api/',
    `/cars/*/${site.labels.checkout_segment}`,
    '/success',
    site.labels.favourites_path,
    '/compare',
  ];
  return [...new Set(paths)];
}

// Rules come from tenant files, so this stays as small as the set of distinct rules.
const compiled = new Map<string, RegExp>();

function toPattern(rule: string): RegExp {
  let pattern = compiled.get(rule);
  if (!pattern) {
    pattern = compileRule(rule);
    compiled.set(rule, pattern);
  }
  return pattern;
}

function compileRule(rule: string): RegExp {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Robots.txt matching as Google and Bing do it: prefix match, `*` any run, `$` end of URL. */
export function isAllowedByRobots(pathAndQuery: string, disallowed: readonly string[]): boolean {
  return !disallowed.some((rule) => toPattern(rule).test(pathAndQuery));
}

import { parse, type HTMLElement } from 'node-html-parser';

/** One GET of a site-relative URL on the crawled site, without following redirects. */
export type FetchPage = (url: string) => Promise<{
  status: number;
  location?: string;
  contentType: string;
  body: string;
}>;

/** A link as the crawler found it: on which page, to where, with what text. */
export interface FoundLink {
  from: string;
  href: string;
  text: string;
}

export interface BrokenLink extends FoundLink {
  status: number;
}

export interface CrawlReport {
  /** Pages fetched (redirects followed count once, at their target). */
  pages: number;
  /** Anchors seen on those pages, internal and external. */
  links: number;
  /** Distinct internal URLs found. */
  internalUrls: number;
  /** Distinct internal URLs left unfetched because their page template had enough samples. */
  sampledOut: number;
  broken: BrokenLink[];
  /** External links that are not a well-formed https, tel: or mailto: URL. */
  malformedExternal: FoundLink[];
  /** `#id` links whose target is not on the page. */
  missingAnchors: FoundLink[];
}

export interface CrawlOptions {
  /** Link hops from the home page whose pages are parsed for more links. */
  maxDepth: number;
  /**
   * Pages fetched per page template (`/cars/*`, listings by depth, a path's query keys)
   * beyond the home page's own links, which are all fetched; Infinity for every page.
   */
  perTemplate: number;
}

/**
 * The template a URL's page is rendered from, for sampling: every car page is one template,
 * listings one per path depth whatever their query, and other query strings differ by their keys only
 * (`/models?body=suv` and `?body=ute` are one).
 */
export function pageTemplate(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  const path = parsed.pathname
    .replace(/^\/cars\/(?!trade-in(?:\/|$))[^/]+/, '/cars/*')
    .replace(/^\/search\/.*/, (listing) =>
      listing.replace(/\/[^/]+/g, '/*').replace('/*', '/search'),
    );
  // A listing renders any facet and page query the same way: one template per path depth.
  if (path.startsWith('/search/')) return path;
  const keys = [...new Set(parsed.searchParams.keys())].sort();
  return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

const EXTERNAL_SHAPE =
  /^(?:https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#]\S*)?|tel:\+?[0-9]{6,15}|mailto:[^\s@]+@[^\s@]+\.[a-z]{2,}(?:\?\S*)?)$/i;

/**
 * Crawls one site from its home page through every internal link it can reach (breadth
 * first, to `maxDepth`), the way a shopper clicking around would: header, dropdowns, drawer,
 * footer, cards, content pages and form consent boxes all arrive as anchors in the HTML.
 * Every fetched URL that answers 4xx or 5xx is reported with the page and text linking it.
 */
export async function crawlSite(
  fetchPage: FetchPage,
  hostnames: readonly string[],
  options: CrawlOptions,
): Promise<CrawlReport> {
  const status = new Map<string, number>();
  const queued = new Set<string>(['/']);
  const perTemplate = new Map<string, number>();
  const queue: Array<{ url: string; depth: number; via?: FoundLink }> = [{ url: '/', depth: 0 }];
  const report: CrawlReport = {
    pages: 0,
    links: 0,
    internalUrls: 1,
    sampledOut: 0,
    broken: [],
    malformedExternal: [],
    missingAnchors: [],
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, depth, via } = next;
    const template = pageTemplate(url);
    const taken = perTemplate.get(template) ?? 0;
    if (depth > 1 && taken >= options.perTemplate) {
      report.sampledOut++;
      continue;
    }
    perTemplate.set(template, taken + 1);
    const res = await fetchFollowingRedirects(fetchPage, hostnames, url);
    status.set(url, res.status);
    if (res.status >= 400) {
      report.broken.push({
        ...(via ?? { from: '(start)', href: url, text: '' }),
        status: res.status,
      });
      continue;
    }
    report.pages++;
    if (!/text\/html/.test(res.contentType) || depth >= options.maxDepth) continue;
    const page = parse(res.body);
    for (const anchor of page.querySelectorAll('a[href]')) {
      report.links++;
      const href = anchor.getAttribute('href') ?? '';
      const link = { from: url, href, text: linkText(anchor) };
      if (href.startsWith('#')) {
        if (href.length > 1 && !page.getElementById(decodeURIComponent(href.slice(1)))) {
          report.missingAnchors.push(link);
        }
        continue;
      }
      const internal = toSiteUrl(href, hostnames, url);
      if (internal === undefined) {
        if (!EXTERNAL_SHAPE.test(href)) report.malformedExternal.push(link);
        continue;
      }
      if (queued.has(internal)) continue;
      queued.add(internal);
      report.internalUrls++;
      queue.push({ url: internal, depth: depth + 1, via: link });
    }
  }
  return report;
}

async function fetchFollowingRedirects(
  fetchPage: FetchPage,
  hostnames: readonly string[],
  start: string,
) {
  let url = start;
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetchPage(url);
    const { location } = res;
    if (res.status < 300 || res.status >= 400 || !location) return res;
    const target = toSiteUrl(location, hostnames, url);
    // A redirect off the site is the link's answer; following it is not this crawl's job.
    if (target === undefined) return { ...res, body: '' };
    url = target;
  }
  return { status: 508, contentType: '', body: '' };
}

function linkText(anchor: HTMLElement): string {
  const text = anchor.textContent.replace(/\s+/g, ' ').trim();
  return (
    text ||
    anchor.getAttribute('aria-label') ||
    anchor.querySelector('img')?.getAttribute('alt') ||
    ''
  );
}

/** The site-relative URL (path and query) of a link to this site, or undefined for others. */
function toSiteUrl(href: string, hostnames: readonly string[], base: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href, `http://site.invalid${base}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname !== 'site.invalid' && !hostnames.includes(url.hostname)) return undefined;
  return url.pathname + url.search;
}

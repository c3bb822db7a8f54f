import type { SitemapUrl } from './collect-sitemap-urls.server.ts';

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Entity-escapes text for XML content (sitemaps.org requires it for &, <, >, ' and "). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function renderEntry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const lastmodXml = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${lastmodXml}</${tag}>`;
}

/** A <urlset> sitemap; no priority or changefreq, which search engines ignore. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  const body = urls.map((url) => renderEntry('url', url)).join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${body}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at the child sitemaps. */
export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  const body = sitemaps.map((sitemap) => renderEntry('sitemap', sitemap)).join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

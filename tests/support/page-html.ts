import request from 'supertest';
import { parse, type HTMLElement } from 'node-html-parser';
import type { Express } from 'express';

/** A page of a demo site as a shopper's browser gets it: status and parsed HTML. */
export async function getPage(app: Express, slug: string, path: string) {
  const res = await request(app).get(path).set('Host', `${slug}.localhost`);
  return { status: res.status, html: parse(res.text), text: res.text };
}

/** The status of a client navigation's loader JSON (`?_data=<route id>`). */
export async function loaderStatus(app: Express, slug: string, path: string, routeId: string) {
  const separator = path.includes('?') ? '&' : '?';
  const res = await request(app)
    .get(`${path}${separator}_data=${routeId}`)
    .set('Host', `${slug}.localhost`);
  return res.status;
}

export const textOf = (element: HTMLElement | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The page's BreadcrumbList structured data as [name, url] pairs. */
export function breadcrumbList(html: HTMLElement): Array<[string, string]> {
  for (const script of html.querySelectorAll('script[type="application/ld+json"]')) {
    const value = JSON.parse(script.textContent) as {
      '@type'?: string;
      itemListElement?: Array<{ name: string; item: string }>;
    };
    if (value['@type'] === 'BreadcrumbList') {
      return (value.itemListElement ?? []).map((step) => [step.name, step.item]);
    }
  }
  return [];
}

/** Paths of every URL a site's sitemap lists. */
export async function sitemapPaths(app: Express, slug: string): Promise<string[]> {
  const res = await request(app).get('/sitemap.xml').set('Host', `${slug}.localhost`);
  return [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

import { Router, type Response } from 'express';
import type { InventoryReader, ListingServices, CarServices } from '#shared/app/route-context.ts';
import { buildListingVocabulary } from '#shared/search-url/build-listing-vocabulary.ts';
import { listingLandingPaths } from '#shared/search-url/listing-seo.ts';
import { canonicalUrl } from '#shared/tenant/site-data.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { buildRobotsTxt } from './robots-txt.server.ts';
import { collectSitemapUrls, type SitemapUrl } from './collect-sitemap-urls.server.ts';
import { SITEMAP_SOURCES } from './sitemap-sources.server.ts';
import type { SitemapSource } from './sitemap-source.server.ts';
import { latestLastmod, splitSitemap } from './split-sitemap.server.ts';
import { renderSitemapIndex, renderUrlSet } from './sitemap-xml.server.ts';

export interface CrawlDependencies {
  inventory: Pick<InventoryReader, 'stockSummary'>;
  listing: Pick<ListingServices, 'vocabularyInput'>;
  cars: Pick<CarServices, 'sitemapEntries'>;
  sources?: readonly SitemapSource[];
}

// Short: crawlers come back often and stock pages join the sitemap as cars arrive.
const CACHE_CONTROL = 'public, max-age=600';
const CHILD_SITEMAP = /^([1-9]\d{0,5})\.xml$/;

/** /robots.txt, /sitemap.xml, /sitemaps/{n}.xml and /favicon.ico for the request's tenant. */
export function crawlRoutes(deps: CrawlDependencies): Router {
  const router = Router();
  const sources = deps.sources ?? SITEMAP_SOURCES;

  async function sitemapFiles(
    res: Response,
  ): Promise<{ tenant: ResolvedTenant; files: SitemapUrl[][] }> {
    const tenant = res.locals.tenant as ResolvedTenant;
    const [stock, vocabularyInput, cars] = await Promise.all([
      deps.inventory.stockSummary(tenant.site),
      deps.listing.vocabularyInput(tenant.site),
      deps.cars.sitemapEntries(tenant.site),
    ]);
    const listingPaths = listingLandingPaths(buildListingVocabulary(vocabularyInput));
    const context = { site: tenant.site, stock, listingPaths, cars };
    return { tenant, files: splitSitemap(collectSitemapUrls(context, sources)) };
  }

  function sendXml(res: Response, xml: string) {
    res.type('application/xml').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(xml);
  }

  // Browsers ask for it on documents without an icon link (an XML sitemap, a PDF), bots always.
  router.get('/favicon.ico', (_req, res) => {
    const { site } = res.locals.tenant as ResolvedTenant;
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.redirect(302, site.theme.favicon.url);
  });

  router.get('/robots.txt', (_req, res) => {
    const { site } = res.locals.tenant as ResolvedTenant;
    res.type('text/plain').setHeader('Cache-Control', CACHE_CONTROL);
    res.send(buildRobotsTxt(site));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const { tenant, files } = await sitemapFiles(res);
    if (files.length === 1) return sendXml(res, renderUrlSet(files[0]!));
    const index = files.map((urls, i) => {
      const loc = canonicalUrl(tenant.site, `/sitemaps/${i + 1}.xml`);
      const lastmod = latestLastmod(urls);
      return lastmod ? { loc, lastmod } : { loc };
    });
    sendXml(res, renderSitemapIndex(index));
  });

  router.get('/sitemaps/:file', async (req, res, next) => {
    const number = CHILD_SITEMAP.exec(req.params.file)?.[1];
    if (!number) return next();
    const { files } = await sitemapFiles(res);
    const urls = files.length > 1 ? files[Number(number) - 1] : undefined;
    if (!urls) return next();
    sendXml(res, renderUrlSet(urls));
  });

  return router;
}

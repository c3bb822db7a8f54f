import type { SitemapSource } from './sitemap-source.server.ts';
import { homePage } from './sources/home-page.server.ts';
import { listingPages } from './sources/listing-pages.server.ts';
import { contactUsPages, locationPages } from './sources/location-pages.server.ts';
import { featurePages } from './sources/feature-pages.server.ts';
import { contentPages } from './sources/content-pages.server.ts';
import { modelPages } from './sources/model-pages.server.ts';
import { navigationPages } from './sources/navigation-pages.server.ts';
import { carPages } from './sources/car-pages.server.ts';

/**
 * Every kind of page in the sitemap, in listing order. A new kind of page
 * (car pages, make and model landing paths) adds its source here.
 * The same path from two sources is listed once, with the first source's lastmod.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  homePage,
  listingPages,
  locationPages,
  contactUsPages,
  navigationPages,
  featurePages,
  contentPages,
  modelPages,
  carPages,
];

import type { SiteData } from '../tenant/site-data.ts';

/** What a page route's `handle` tells the server. */
export interface PageRouteHandle {
  /**
   * The name the page's module exports its component under: the client manifest maps it to
   * the module's chunk, so the server can preload that chunk.
   */
  page: string;
  /**
   * false: never listed in a sitemap (personal pages). A function decides per path, for a
   * pattern shared by listed and unlisted pages.
   */
  inSitemap?: false | ((site: SiteData, pathname: string) => boolean);
  /** A page only some sites have: whether this site serves it at this path (its loader's rule). */
  isOffered?: (site: SiteData, pathname: string) => boolean;
  /**
   * The page loads Stripe.js: its Content-Security-Policy admits Stripe's script, frame and
   * API origins (no other page's does), and links to it load a whole document.
   */
  usesStripe?: true;
  /**
   * false: the page shows state that changes without an inventory change (a reservation's
   * hold, a payment), so it is rendered for every request, never kept in the page cache.
   */
  pageCache?: false;
}

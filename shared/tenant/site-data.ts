import type {
  CardChip,
  ContentPageDeclaration,
  PaymentProcessor,
  TenantConfig,
} from './tenant-config.ts';

/** A payment processor without its keys: enough for a card's Reserve Now button and deposit. */
export type PublicPaymentProcessor = Pick<
  PaymentProcessor,
  'authorization_type' | 'deposit_amount'
>;

/**
 * The public part of a tenant config: what pages render and the browser receives
 * in the hydration data. Host routing, payment keys, search internals, lead
 * recipients, the dealer feeds (URLs, secret names) and the ads feeds' settings stay on
 * the server.
 */
export type SiteData = Omit<
  TenantConfig,
  | '$schema'
  | 'hostnames'
  | 'payment_processors'
  | 'search'
  | 'lead_delivery'
  | 'content_pages'
  | 'ads_feeds'
  | 'feeds'
> & {
  listing_path: string;
  /** Landing pages without their search filters, which stay on the server. */
  landing_paths: Array<Omit<TenantConfig['search']['landing_paths'][number], 'filter'>>;
  /** The listing's sidebar facets in display order (`search.facets`). */
  search_facets: TenantConfig['search']['facets'];
  /** Listing card chips when the tenant configures them (`search.card_chips`). */
  card_chips?: CardChip[];
  /** The dealership's processors (copied onto each car by imports) without keys. */
  public_payment_processors: PublicPaymentProcessor[];
  /** Content pages without their Markdown file: the loader sends a page's HTML (docs/content-pages.md). */
  content_pages: Array<Omit<ContentPageDeclaration, 'file'>>;
};

export function toSiteData(config: TenantConfig): SiteData {
  const {
    $schema: _schema,
    hostnames: _hostnames,
    payment_processors: payments,
    search,
    lead_delivery: _leadDelivery,
    content_pages: contentPages,
    ads_feeds: _adsFeeds,
    feeds: _feeds,
    ...site
  } = config;
  return {
    ...site,
    listing_path: search.listing_path,
    landing_paths: search.landing_paths.map(({ filter: _filter, ...page }) => page),
    search_facets: search.facets,
    ...(search.card_chips ? { card_chips: search.card_chips } : {}),
    public_payment_processors: payments.map(({ authorization_type, deposit_amount }) => ({
      authorization_type,
      deposit_amount,
    })),
    content_pages: contentPages.map(({ file: _file, ...page }) => page),
  };
}

/** Absolute URL on the tenant's canonical host, never the request's Host header. */
export function canonicalUrl(site: Pick<SiteData, 'primary_hostname'>, pathname: string): string {
  return `https://${site.primary_hostname}${pathname}`;
}

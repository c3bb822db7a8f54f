import { LISTING_CAR_FIELDS, type ListingCar } from '../listing/listing-car.ts';
import type { InstantSearchServerState } from 'react-instantsearch';
import type { ListingVocabularyInput } from '../search-url/listing-vocabulary.ts';
import type { ReservationServices } from '../reserve/reserve-checkout.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { CarDetail } from '../car/car-detail.ts';

/** Featured cars are shown with the listing card, so they carry what a card reads. */
export const CAR_SUMMARY_FIELDS = LISTING_CAR_FIELDS;
export type CarSummary = ListingCar;

export interface StockCounts {
  new: number;
  used: number;
  demo: number;
}

/** Unsold cars per car type and per make (makes with none are absent), for the header menus. */
export interface StockSummary {
  counts: StockCounts;
  makes: Record<string, number>;
}

/**
 * Which on-sale cars a page shows (docs/content-pages.md): one make's (a brand page), or the cars an
 * offer names by stock number or id (either list may match).
 */
export type CarSelection =
  { make: string } | { stocknums: readonly string[]; ids: readonly number[] };

/**
 * Read-only inventory as pages see it. Every read is confined to the site's
 * search scope (its `search.scope_filter` AND `search.stock_filter`), looked up
 * by the site's slug on the server, so a page never sees another tenant's cars.
 */
export interface InventoryReader {
  /** On-sale cars, best first (custom rank, then newest). */
  featured(site: Pick<SiteData, 'slug'>, limit: number): Promise<CarSummary[]>;
  stockSummary(site: Pick<SiteData, 'slug'>): Promise<StockSummary>;
  /** On-sale cars of a selection, in the featured order; at most `limit`. */
  onSale(
    site: Pick<SiteData, 'slug'>,
    selection: CarSelection,
    limit: number,
  ): Promise<CarSummary[]>;
}

/** What a listing page's server render needs: data only, so loaders stay light in the bundle. */
export interface ListingRenderInput {
  /** The listing URL (path and query) being rendered. */
  url: string;
  vocabularyInput: ListingVocabularyInput;
  heading: string;
  /** ISO time of the request. */
  now: string;
  newStock: number;
}

/** Listing search on the server, always inside the site's scope. */
export interface ListingServices {
  /** The site's listing paths' ingredients (search config and facet values in stock). */
  vocabularyInput(site: Pick<SiteData, 'slug'>): Promise<ListingVocabularyInput>;
  /** Runs the listing's searches as InstantSearch would and returns its server state. */
  serverState(site: SiteData, input: ListingRenderInput): Promise<InstantSearchServerState>;
}

/** One car of the site, for its detail page. */
export interface CarServices {
  /** The dealer's car with this slug (sold ones too); null when the site has none. */
  bySlug(site: Pick<SiteData, 'slug'>, slug: string): Promise<CarDetail | null>;
  /** The dealer's car with this id (sold ones too); null when the site has none. */
  byId(site: Pick<SiteData, 'slug'>, id: number): Promise<CarDetail | null>;
  /** Same make and model first, then same body at a similar price; unsold, the site's stock. */
  similar(
    site: Pick<SiteData, 'slug'>,
    car: Pick<CarDetail, 'id' | 'make' | 'model' | 'simple_body' | 'price'>,
  ): Promise<ListingCar[]>;
  /** Every unsold car the site lists, for the sitemap: its page and when it last changed. */
  sitemapEntries(site: Pick<SiteData, 'slug'>): Promise<Array<{ path: string; lastmod?: string }>>;
}

/** The site's stock of one model, for its model page (docs/content-pages.md). */
export interface ModelStock {
  /** Unsold cars of the model the site lists, best first, up to the limit asked for. */
  cars: ListingCar[];
  /** How many there are in all. */
  total: number;
}

export interface ModelStockServices {
  /** The site's unsold cars of this make and model (the names as the index holds them). */
  stockOf(
    site: Pick<SiteData, 'slug'>,
    model: { make: string; model: string },
    limit: number,
  ): Promise<ModelStock>;
}

/** What a page's plain form post (no JavaScript) got from the lead service. */
export type LeadFormPostOutcome =
  | { ok: true; leadId: string }
  | {
      ok: false;
      /** The answer's status when not 400: 404 for a form the site does not offer. */
      status?: 404;
      /** The server's message for the red alert. */
      message: string;
      fieldErrors: Record<string, string>;
      /** What was posted, to show again (never the captcha or the honeypot). */
      values: Record<string, string>;
    };

/** Lead forms posted without JavaScript: the same service as POST /api/leads. */
export interface LeadFormPosts {
  submit(
    site: Pick<SiteData, 'slug'>,
    form: FormData,
    sourcePage: string,
  ): Promise<LeadFormPostOutcome>;
}

/** docs/content-pages.md: the sites' content pages, rendered from their Markdown once at startup. */
export interface ContentPages {
  /** The HTML of the page the site declares at this path; null when it declares none. */
  html(site: Pick<SiteData, 'slug'>, path: string): string | null;
}

export interface RouteServices {
  inventory: InventoryReader;
  listing: ListingServices;
  cars: CarServices;
  models: ModelStockServices;
  leads: LeadFormPosts;
  reservations: ReservationServices;
  content: ContentPages;
}

/** What the server hands every loader through `requestContext`. */
export interface RouteContext {
  site: SiteData;
  services: RouteServices;
  requestId: string;
  /**
   * Random for each response (the page cache puts a fresh one into a stored page): what
   * makes the keys of a page's plain lead forms its own.
   */
  responseToken: string;
}

/** Loaders run on the server only (the browser fetches their JSON), so the context is always there. */
export function getRouteContext(args: { context?: unknown }): RouteContext {
  const context = args.context as RouteContext | undefined;
  if (!context?.services) throw new Error('Route loader ran without the server request context');
  return context;
}

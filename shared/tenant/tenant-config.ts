/**
 * Types of a dealer site (tenant) configuration: `tenants/<slug>.json`.
 *
 * These types mirror `tenants/tenant.schema.json` by hand; keep both in sync.
 * The schema is the source of truth at load time (ajv, strict mode), these types
 * are what the code sees after validation. Types only, no runtime code.
 *
 * Naming follows the product rules' source data (snake_case fields, plus the camelCase
 * navigation fields `className`, `dynamicDropdown`, `dropdownItems`, `dropdownMenus`,
 * `strictDisplay`, `bodyStyle`, and the `lang` longitude / `formated_hours` spellings).
 */

/** Lower-case slug: `^[a-z0-9]+(-[a-z0-9]+)*$`. */
export type Slug = string;
/** Lower-case host name without port. */
export type Hostname = string;
/** `#rrggbb`, lower-case hex. */
export type HexColor = string;
/** 24-hour local time `HH:MM`. */
export type Time = string;
/** ISO date `YYYY-MM-DD`. */
export type IsoDate = string;
/** Australian phone number as displayed, e.g. `02 5550 1234`, `0491 570 156`, `1300 975 707`. */
export type Phone = string;
/** Site-relative path (`/tenant-assets/...`) or absolute https URL. */
export type AssetUrl = string;
/** Site-relative path, absolute http(s) URL, `tel:` or `mailto:` link. */
export type LinkUrl = string;

export type AustralianState = 'NSW' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT' | 'ACT';

export type CarType = 'new' | 'used' | 'demo';
/** A kind of vehicle a site sells (the index's `vehicle_kind`). */
export type StockKind = 'car' | 'truck' | 'rv' | 'motorcycle';

export type FinanceProvider =
  'Taurus' | 'Powertorque' | 'AusLoans' | 'Angle' | '360 Finance' | 'Nissan Finance' | 'Manual';

export type PaymentProvider = 'Stripe' | 'Till' | 'St George';

export type PaymentAuthorizationType = 'stripe' | 'till' | 'st_george';

export type LocationType = 'sales' | 'service' | 'parts' | '';

export type BodyType =
  | '4x4'
  | 'bus'
  | 'cabChassis'
  | 'convertible'
  | 'coupe'
  | 'hardtop'
  | 'hatch'
  | 'hatchback'
  | 'motorhome'
  | 'lightTruck'
  | 'peopleMover'
  | 'sedan'
  | 'softtop'
  | 'suv'
  | 'ute'
  | 'van'
  | 'wagon'
  | 'stationWagon';

export type SearchFacet =
  | 'make'
  | 'make_model'
  | 'simple_body'
  | 'car_type'
  | 'city'
  | 'location_name'
  | 'dealership_name'
  | 'filtered_features'
  | 'tag'
  | 'price'
  | 'weekly_price'
  | 'km'
  | 'year'
  | 'seats'
  /** The 'Has Photos' checkbox: a range on photos_count from 1. */
  | 'photos_count'
  | 'simple_fuel'
  | 'simple_transmission'
  | 'simple_drive';

export type DynamicDropdown = 'brands' | 'models' | 'bodies' | 'columns' | 'stock';

export type WhyChooseKey = 'safety' | 'reliability' | 'sustainability' | 'efficiency';

/** Root of `tenants/<slug>.json`. */
export interface TenantConfig {
  /** Editor hint (`./tenant.schema.json`), ignored at runtime. */
  $schema?: string;
  /** Equals the file name without `.json`. */
  slug: Slug;
  /** Hosts mapped to this tenant (includes `<slug>.localhost`); at least one, unique. */
  hostnames: Hostname[];
  /** Canonical production host, used for canonical URLs. */
  primary_hostname: Hostname;
  theme: TenantTheme;
  seo: TenantSeo;
  home: TenantHome;
  dealership: Dealership;
  /** At least one. Location ids are unique across all tenants. */
  locations: Location[];
  /** Empty when the site takes no online deposits. */
  payment_processors: PaymentProcessor[];
  finance: FinanceConfig;
  features: TenantFeatures;
  labels: TenantLabels;
  search: SearchConfig;
  navigation: Navigation;
  images?: ImagesConfig;
  /** Certified pre-owned badge for cars marked `certified` (product rule 4 tag priority). */
  certified_badge?: CertifiedBadge;
  manufacturers?: Manufacturer[];
  models?: Model[];
  /** Display renames of model names from inventory / manufacturer data, e.g. `{ "3": "Mazda3" }`. */
  model_renames?: Record<string, string>;
  dealership_websites?: DealershipWebsite[];
  promo_cards?: PromoCard[];
  /** Special offers on /special-offers (features.offers; docs/content-pages.md). */
  offers?: Offer[];
  staff?: StaffMember[];
  social?: SocialLinks;
  licence?: Licence;
  /** The manufacturer's online service booking; when set, a page at its path explains and links it. */
  service_booking?: ServiceBooking;
  content?: TemplateContent;
  /**
   * docs/content-pages.md: the site's policy and information pages, each a Markdown file in
   * `tenants/content/<slug>/` (docs/content-pages.md). Exactly one is the terms page and
   * one the privacy page the lead forms' consent boxes link to.
   */
  content_pages: ContentPageDeclaration[];
  /** Where leads go (decision 0007); server only, never sent to the browser. */
  lead_delivery: LeadDeliveryConfig;
  /** Reserve-online terms; required with features.reserve and a payment processor. */
  reservation?: ReservationTerms;
}

/** What a shopper agrees to when reserving online (docs/payments.md). */
export interface ReservationTerms {
  /** Days the dealer holds a reserved car for the buyer. */
  hold_days: number;
  /** Days after reserving in which the deposit is refunded in full on request; 0: not refundable. */
  refundable_days: number;
}

/** The staff a lead is for, read from its category (shared/leads/lead-recipients.ts). */
export type LeadDepartment = 'sales' | 'service' | 'parts';

export type DepartmentEmails = Partial<Record<LeadDepartment, string[]>>;

export interface LeadDeliveryConfig {
  email: {
    /** Used when neither the location nor the department names anyone; at least one address. */
    default: string[];
    departments?: DepartmentEmails;
    /** Keyed by location id (as a string). */
    locations?: Record<string, DepartmentEmails>;
    /** Keyed by lead category; added to the location or department recipients. */
    categories?: Record<string, string[]>;
  };
  webhook?: {
    /** https, or http to localhost / 127.0.0.1 only. */
    url: string;
    format: 'adf-xml' | 'json';
    /** Name of the environment variable holding the HMAC signing secret. */
    secret_env: string;
  };
  /** Deliver a multi-step lead left Incomplete this long, once, marked incomplete. */
  incomplete_after_minutes?: number;
}

export interface ThemeColors {
  primary: HexColor;
  on_primary: HexColor;
  secondary: HexColor;
  on_secondary: HexColor;
  accent: HexColor;
  background: HexColor;
  surface: HexColor;
  text: HexColor;
  muted: HexColor;
  border: HexColor;
}

export interface ThemeLogo {
  url: AssetUrl;
  alt: string;
  /** Intrinsic width in CSS pixels (1..1000). */
  width: number;
  /** Intrinsic height in CSS pixels (1..400). */
  height: number;
}

export interface TenantTheme {
  colors: ThemeColors;
  logo: ThemeLogo;
  favicon: LogoRef;
}

export interface TenantSeo {
  /** Default home-page title, at most 70 characters. */
  title: string;
  /** Default home-page description, at most 200 characters. */
  description: string;
}

export interface TenantHome {
  headline: string;
  intro: string;
  /** Integer 0..12. */
  featured_count: number;
}

export interface LogoRef {
  url: AssetUrl;
}

export interface Image {
  url: AssetUrl;
  alt?: string;
  width?: number;
  height?: number;
  thumb?: LogoRef;
}

/** Postal address of the dealership. */
export interface Address {
  street: string;
  city: string;
  state: AustralianState;
  /** Exactly 4 digits. */
  postcode: string;
  place_url?: string;
  place_id?: string;
}

/** Address of a location, with coordinates. */
export interface LocationAddress {
  street: string;
  city: string;
  state: AustralianState;
  /** Exactly 4 digits. */
  postcode: string;
  lat: number;
  /** Longitude (spelling as in the source data). */
  lang: number;
  place_url: string;
  place_id: string;
  map_key?: string;
}

/** Regular hours for one weekday. `open`/`close` are present when `status` is `'Open'`. */
export interface OpeningHoursEntry {
  /** 0 = Sunday, 1 = Monday ... 6 = Saturday. */
  weekday: number;
  /** `'Open'`, `'Closed'` or other display text. */
  status: string;
  open?: Time;
  close?: Time;
  /** Optional preformatted display text (spelling as in the source data). */
  formated_hours?: string;
}

/** Holiday or one-off hours. `start_hour`/`end_hour` are present when `status` is `'Open'`. */
export interface SpecialHoursEntry {
  date: IsoDate;
  /** Occasion, e.g. `'Christmas Day'`. */
  name?: string;
  status: string;
  start_hour?: Time;
  end_hour?: Time;
}

export interface ContactDetail {
  phone: Phone;
  landline_phone?: Phone;
  email: string;
  /** At most 7 entries, one per weekday. */
  opening_hours: OpeningHoursEntry[];
  youtube_url?: string;
  linkedin_url?: string;
}

export interface Location {
  /** Unique across all tenants. */
  id: number;
  /** Sales/service/parts records end in `' - Sales'`, `' - Service'` or `' - Parts'`. */
  name: string;
  slug: Slug;
  /** Empty string counts as sales. */
  location_type: LocationType;
  /** Free text; may include `'buying'`. */
  location_subtype?: string;
  /** Make names handled at this location. */
  manufacturers: string[];
  primary: boolean;
  visible: boolean;
  position: number;
  image?: Image;
  address: LocationAddress;
  contact_detail: ContactDetail;
  special_hours: SpecialHoursEntry[];
  /** What a `'Closed'` day shows; `'closed'` when absent. */
  closed_day_display?: 'closed' | 'by-appointment' | 'enquire';
  average_rating?: number;
  review_count?: number;
  dealer_license_number?: string;
  motor_vehicle_repairer?: string;
  dealership_id: number;
  dealership_slug: Slug;
  dealership_name: string;
  /** Ids of other locations of this dealership from which this location's cars are also offered. */
  distribution_locations: number[];
}

export interface PaymentProcessor {
  authorization_type: PaymentAuthorizationType;
  /** Required for `stripe` (publishable key). */
  authorization_key?: string;
  /** Deposit in AUD. */
  deposit_amount: number;
  apple_pay_enabled: boolean;
  google_pay_enabled: boolean;
  google_merchant_id?: string;
  /** Stripe: the environment variable holding this dealer's secret key (default STRIPE_SECRET_KEY). */
  secret_key_env?: string;
  /** Stripe: the environment variable holding its webhook signing secret (default STRIPE_WEBHOOK_SECRET). */
  webhook_secret_env?: string;
}

export interface Dealership {
  id: number;
  name: string;
  slug: Slug;
  /** https URL of the production site. */
  url: string;
  logo: LogoRef;
  phone: Phone;
  email: string;
  facebook_url?: string;
  instagram_url?: string;
  youtube_url?: string;
  xtime_url?: string;
  address: Address;
  /** Manufacturer / distributor dealer code. */
  dealer_id?: string;
  /** Franchise make of a single-franchise dealer. */
  manufacturer?: string;
  manufacturer_id?: number;
  /** Name of the dealer group. */
  dealership_group?: string;
  average_rating?: number;
  review_count?: number;
  finance_provider: FinanceProvider;
  /** Absent when the site takes no online deposits. */
  payment_provider?: PaymentProvider;
}

/** Finance card and weekly repayment estimate inputs. */
export interface FinanceConfig {
  provider: FinanceProvider;
  /** Integer 1..10. */
  term_years: number;
  deposit_percent: number;
  /** Final (balloon) payment as a percentage of the price. */
  balloon_percent: number;
  annual_rate_percent: number;
  comparison_rate_percent: number;
  disclaimer: string;
  offer_valid_until?: IsoDate;
}

export interface StarsConfig {
  enabled: boolean;
  /** 0..5. */
  min_rating: number;
  /** Show regardless of rating threshold and location count. */
  force: boolean;
}

/** Per-site flags; every tenant states all of them. */
export interface TenantFeatures {
  garage: boolean;
  compare: boolean;
  finance: boolean;
  finance_pre_approval: boolean;
  reserve: boolean;
  model_preorders: boolean;
  offers: boolean;
  trade_in: boolean;
  model_pages: boolean;
  /** Default true. */
  captcha: boolean;
  require_terms_agreement: boolean;
  /** Default true. */
  lead_message_required: boolean;
  phone_validation: 'au-nz' | 'au-nz-uk' | 'numeric';
  subscribe_form: boolean;
  scroll_to_top: boolean;
  electric_cars_link: boolean;
  all_cars_link: boolean;
  electric_hybrid_tags: boolean;
  /** Custom tag texts (case-insensitive) shown green instead of red. */
  green_tags: string[];
  stars: StarsConfig;
  hide_reviews: boolean;
  header_variant: 'standard' | 'two-tier';
  mobile_menu: 'collapse' | 'drawer';
  unique_locations_rule: 'phone-street' | 'place-id';
  locations_dropdown_link: 'phone' | 'contact';
  view_location_link: 'location-page' | 'contact';
  location_sort: 'name' | 'position';
  footer_map: boolean;
  manufacturer_footer: boolean;
  hide_empty_makes: boolean;
  sort_brands_alphabetically: boolean;
  excluded_brands: string[];
  custom_brand_list: boolean;
  show_dealership_list: boolean;
  show_weekly_finance_on_cards: boolean;
  shuffle_promo_cards: boolean;
  large_hit_count_source: 'facets' | 'new-stock';
}

export interface TenantLabels {
  used_cars: 'Used Cars' | 'Pre-Owned Cars';
  /** Path of the favourites page, e.g. `/favourites`. */
  favourites_path: string;
  /** `/cars/{slug}/checkout` or `/cars/{slug}/buy-online`. */
  checkout_segment: 'checkout' | 'buy-online';
  valuation_path: '/valuations' | '/instant-price';
  /** Label of a listing card's enquiry button; default `'Enquire'`. */
  enquire_button?: 'Enquire' | 'Shop Now';
  /** What the site sells, as its listing headings name it ('Trucks for Sale'); default `['car']`. */
  stock_kinds?: StockKind[];
}

/** Where vehicle photos are resized. */
export interface ImagesConfig {
  /** Image CDN base (https), imgix-style parameters; without it photos are served as they are. */
  cdn_base?: string;
}

export interface CertifiedBadge {
  src: AssetUrl;
  alt: string;
}

/** Car attributes a listing card may show as chips. */
export type CardChip =
  | 'car_type'
  | 'simple_body'
  | 'km'
  | 'simple_transmission'
  | 'stocknum'
  | 'simple_fuel'
  | 'simple_drive'
  | 'fuel'
  | 'seats'
  | 'colour'
  | 'year'
  | 'location_name';

/** A configured `/search/{slug}` landing page. */
export interface LandingPath {
  slug: Slug;
  title: string;
  description?: string;
  /** Meilisearch filter expression added to the scope filter; empty for the whole stock. */
  filter: string;
}

export interface SearchConfig {
  /** Default listing path, e.g. `/search/new-used-and-demo-cars/`. */
  listing_path: string;
  landing_paths: LandingPath[];
  /** Meilisearch filter forced into every query of this site. */
  scope_filter: string;
  /** Default stock filter (Meilisearch expression). */
  stock_filter?: string;
  /** At least one, unique. */
  car_types: CarType[];
  /** Listing card chips in order; default car_type, simple_body, km, simple_transmission, stocknum. */
  card_chips?: CardChip[];
  /** Sidebar facets in display order. */
  facets: SearchFacet[];
}

export interface DropdownMenu {
  name: string;
  className?: string;
  dropdownItems: NavigationItem[];
}

/** Header or footer entry; has `name` or `title` (or both). */
export interface NavigationItem {
  name?: string;
  title?: string;
  url?: LinkUrl;
  className?: string;
  /** At most 75 characters. */
  description?: string;
  dynamicDropdown?: DynamicDropdown;
  dropdownItems?: NavigationItem[];
  dropdownMenus?: DropdownMenu[];
}

export interface FooterColumn {
  title: string;
  className?: string;
  /** At least one. */
  items: NavigationItem[];
}

export interface Navigation {
  /** At least one. */
  header: NavigationItem[];
  /** At least one. */
  footer: FooterColumn[];
}

export interface Manufacturer {
  id: number;
  name: string;
  slug: Slug;
  logo?: LogoRef;
}

export interface ModelImage {
  url: AssetUrl;
  src?: AssetUrl;
  thumb?: AssetUrl;
}

export interface Model {
  id: number;
  name: string;
  slug: Slug;
  /** Non-empty means new; an `'ALL-NEW'` prefix shows the all-new badge. */
  status?: string;
  image?: ModelImage;
  short_description?: string;
  description?: string;
  position?: number;
  override_url?: LinkUrl;
  path?: string;
  accessories_count?: number;
  body?: BodyType;
  /** Display body style, e.g. `'SUV'`. */
  bodyStyle?: string;
  manufacturer_body?: string;
  manufacturer_name: string;
  /** `'Hybrid'` shows the hybrid tag. */
  fuel?: string;
  variant?: string;
}

export interface DealershipWebsite {
  make: string;
  name: string;
  /** https URL. */
  url: string;
  logo: LogoRef;
}

export interface PromoCard {
  id: Slug;
  /** Image source. */
  src: AssetUrl;
  alt: string;
  url?: LinkUrl;
  background: HexColor;
  /** Car types the card matches; without it the card always shows unless `strictDisplay`. */
  display?: CarType[];
  strictDisplay?: boolean;
  start?: IsoDate;
  expiry?: IsoDate;
  /** Cards with a position come first, in this order. */
  position?: number;
}

/** A special offer (docs/content-pages.md): shown from `start` to `expiry`, both days included. */
export interface Offer {
  id: Slug;
  title: string;
  image: { url: AssetUrl; alt: string };
  text: string;
  start: IsoDate;
  expiry: IsoDate;
  /** Linked cars by stock number; only those still on sale are linked. */
  stocknums?: string[];
  /** Linked cars by id; only those still on sale are linked. */
  car_ids?: number[];
  /** Slugs of this site's models (linked where features.model_pages is on). */
  models?: Slug[];
  /** One line of conditions under the offer. */
  terms?: string;
}

/** product rule 2 '/subaru-service': the manufacturer's booking site and the page explaining it. */
export interface ServiceBooking {
  /** One-segment path of the explaining page, e.g. `/mazda-service`. */
  path: string;
  /** https URL of the booking site. */
  url: string;
  /** Whose booking site it is, e.g. `Mazda Service Online`. */
  provider_name?: string;
}

export interface StaffMember {
  name: string;
  role: string;
  phone?: Phone;
  email?: string;
  location_id?: number;
  image?: Image;
}

export interface SocialLinks {
  facebook_url?: string;
  instagram_url?: string;
  youtube_url?: string;
  linkedin_url?: string;
  tiktok_url?: string;
}

/** Dealer licence text in the footer (licence numbers come from the locations). */
export interface Licence {
  text: string;
}

export interface LetsTalkBlock {
  heading: string;
  text: string;
  button_label: string;
  button_url: LinkUrl;
}

export interface WhyChooseItem {
  key: WhyChooseKey;
  title: string;
  text: string;
}

export interface WhyChooseBlock {
  heading: string;
  intro?: string;
  /** 1..4 items. */
  items: WhyChooseItem[];
}

export interface Highlight {
  title: string;
  text: string;
}

/** Template-specific copy blocks. */
/** Which consent box links to a content page (docs/content-pages.md). */
export type ContentPageConsent = 'terms' | 'privacy';

/** One content page of a site (`content_pages`); the page body is the Markdown `file`. */
export interface ContentPageDeclaration {
  /** `/{slug}` or `/pages/{slug}`; unique on the site. */
  path: string;
  /** The page's name: its <title> (with the dealer's name) and breadcrumb. */
  title: string;
  description: string;
  /** File name in `tenants/content/<tenant slug>/`, e.g. `privacy-policy.md`. */
  file: string;
  /** 'terms': the 'terms of use' box links here; 'privacy': the 'Privacy Statement' box. */
  consent?: ContentPageConsent;
}

export interface TemplateContent {
  lets_talk?: LetsTalkBlock;
  why_choose?: WhyChooseBlock;
  highlights?: Highlight[];
}

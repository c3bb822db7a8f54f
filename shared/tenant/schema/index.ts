import { Type } from 'typebox';
import { AdsFeeds } from './ads-feeds.ts';
import { ModelRenames, DealershipWebsite, Manufacturer, Model } from './catalogue.ts';
import { ContentPage, TemplateContent } from './content.ts';
import { Dealership, Licence, ServiceBooking, SocialLinks, StaffMember } from './dealership.ts';
import { described, namedDefinitions } from './define.ts';
import { Feeds } from './feeds.ts';
import { TenantFeatures, TenantLabels } from './features.ts';
import { CertifiedBadge, ImagesConfig } from './images.ts';
import { LeadDelivery } from './lead-delivery.ts';
import { Location } from './locations.ts';
import { Navigation } from './navigation.ts';
import { FinanceConfig, PaymentProcessor, ReservationTerms } from './payments.ts';
import { Hostname, Slug } from './primitives.ts';
import { Offer, PromoCard } from './promotions.ts';
import { SearchConfig } from './search.ts';
import { TenantHome, TenantSeo, TenantTheme } from './theme.ts';

const list = <Item extends Parameters<typeof Type.Array>[0]>(items: Item, description: string) =>
  Type.Array(items, { description });

/** The schema of `tenants/<slug>.json`: what ajv checks at startup and what the types derive from. */
export const TenantConfigSchema = Type.Object(
  {
    $schema: Type.Optional(
      Type.String({ description: 'Editor hint, e.g. ./tenant.schema.json. Ignored at runtime.' }),
    ),
    slug: described(Slug, 'Site slug; must equal the file name without .json.'),
    hostnames: Type.Array(Hostname, {
      description:
        'Every Host (lower-cased, without port) that maps to this tenant. Must include <slug>.localhost for local development.',
      minItems: 1,
      uniqueItems: true,
    }),
    primary_hostname: described(
      Hostname,
      'Canonical production host, used for canonical URLs and structured data.',
    ),
    theme: TenantTheme,
    seo: TenantSeo,
    home: TenantHome,
    dealership: Dealership,
    locations: Type.Array(Location, {
      description:
        'Sales yards, service centres and parts counters. Location ids are unique across all tenants.',
      minItems: 1,
    }),
    payment_processors: list(
      PaymentProcessor,
      'Processors for online reserve (deposit). Empty when the site does not take deposits.',
    ),
    finance: FinanceConfig,
    features: TenantFeatures,
    labels: TenantLabels,
    search: SearchConfig,
    navigation: Navigation,
    images: Type.Optional(ImagesConfig),
    certified_badge: Type.Optional(CertifiedBadge),
    manufacturers: Type.Optional(
      list(
        Manufacturer,
        'Makes this site deals in (brand pages, brand dropdown when features.custom_brand_list is true, make logos).',
      ),
    ),
    models: Type.Optional(
      list(Model, 'Model pages (/models/{slug}, /{model-slug} or the override URL).'),
    ),
    model_renames: Type.Optional(ModelRenames),
    dealership_websites: Type.Optional(
      list(DealershipWebsite, 'Sister franchise sites of the dealer (brand dropdown links).'),
    ),
    promo_cards: Type.Optional(list(PromoCard, 'Promo cards shown between search results.')),
    offers: Type.Optional(
      list(
        Offer,
        "Special offers on /special-offers (features.offers): shown from start to expiry, both days included, in the dealership's local day.",
      ),
    ),
    staff: Type.Optional(list(StaffMember, 'Footer staff contact cards.')),
    social: Type.Optional(SocialLinks),
    licence: Type.Optional(Licence),
    service_booking: Type.Optional(ServiceBooking),
    content: Type.Optional(TemplateContent),
    content_pages: Type.Array(ContentPage, {
      description:
        "docs/content-pages.md: the site's policy and information pages, each a Markdown file in tenants/content/<slug>/. Paths unique; exactly one page has consent 'terms' and one 'privacy' (checked at startup).",
      minItems: 2,
    }),
    lead_delivery: LeadDelivery,
    reservation: Type.Optional(ReservationTerms),
    feeds: Type.Optional(Feeds),
    ads_feeds: Type.Optional(AdsFeeds),
  },
  {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Dealer site (tenant) configuration',
    description:
      "One document per dealer site in tenants/<slug>.json. Everything that differs between dealer sites is data here; code reads flags and never tests a dealer's slug or name. Generated from shared/tenant/schema/ by npm run tenant-schema: edit the TypeScript, not this file.",
    additionalProperties: false,
    definitions: namedDefinitions(),
  },
);

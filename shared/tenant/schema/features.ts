import { Type } from 'typebox';
import { define, stringEnum } from './define.ts';
import { Rating } from './primitives.ts';

export const StarsConfig = define(
  'StarsConfig',
  Type.Object(
    { enabled: Type.Boolean(), min_rating: Rating, force: Type.Boolean() },
    {
      description:
        'Dealer review stars widget: shown when enabled, the rating is numeric, at least min_rating and unique locations are not exactly 3; force overrides the last two checks.',
      additionalProperties: false,
    },
  ),
);

const flag = (description?: string) => Type.Boolean(description ? { description } : {});

const names = (description: string, maxLength: number) =>
  Type.Array(Type.String({ minLength: 1, maxLength }), { description, uniqueItems: true });

export const TenantFeatures = define(
  'TenantFeatures',
  Type.Object(
    {
      garage: flag('Garage page and top-banner garage link.'),
      compare: flag('Compare mode and /compare page.'),
      finance: flag('Finance page, Get Finance buttons and finance card.'),
      finance_pre_approval: flag(
        '/finance-pre-approval page (and its button in the two-tier header).',
      ),
      reserve: flag('Reserve online with a deposit (needs a payment processor).'),
      offers: flag('/special-offers page.'),
      trade_in: flag('Trade-in valuation pages and buttons.'),
      model_pages: flag('/models and per-model pages from the models list.'),
      captcha: Type.Boolean({
        default: true,
        description: 'Captcha on lead forms (on by default).',
      }),
      require_terms_agreement: flag('Lead forms require agreeing to the terms of use.'),
      lead_message_required: Type.Boolean({
        default: true,
        description: 'Message field required on enquiry forms (never on find-similar).',
      }),
      phone_validation: stringEnum(['au-nz', 'au-nz-uk', 'numeric'], {
        description:
          'au-nz: AU/NZ numbers; au-nz-uk: also UK numbers starting 44; numeric: digits only, under 15 characters.',
      }),
      subscribe_form: flag('Footer subscribe form.'),
      scroll_to_top: flag('Scroll To Top button.'),
      electric_cars_link: flag('Electric Cars entry in the stock dropdown (/electric-cars).'),
      all_cars_link: flag('All Cars entry in the stock dropdown.'),
      electric_hybrid_tags: flag('Electric / Hybrid tag badges take priority on cards.'),
      green_tags: names(
        "Custom tag texts (case-insensitive) shown green instead of red, e.g. 'Runout Sale'.",
        40,
      ),
      stars: StarsConfig,
      hide_reviews: flag('Hide review counts and ratings.'),
      header_variant: stringEnum(['standard', 'two-tier'], {
        description: 'two-tier: large header with Book a Service and Finance Pre-Approval buttons.',
      }),
      mobile_menu: stringEnum(['collapse', 'drawer'], {
        description: 'Burger menu opens a collapsible panel or a side drawer.',
      }),
      unique_locations_rule: stringEnum(['phone-street', 'place-id'], {
        description:
          'phone-street: digits of the phone plus street; place-id: place_id with whitespace removed.',
      }),
      locations_dropdown_link: stringEnum(['phone', 'contact'], {
        description:
          'With more than 3 unique locations, each entry of the Locations dropdown links to its phone (tel:) or to /contact.',
      }),
      view_location_link: stringEnum(['location-page', 'contact'], {
        description: "'View Location' goes to /locations/{slug} or to /contact.",
      }),
      location_sort: stringEnum(['name', 'position'], {
        description: "Location list order: by name, or by the locations' position (custom order).",
      }),
      footer_map: flag('Map embed in the footer.'),
      manufacturer_footer: flag('Manufacturer footer with a link to /models?body=all.'),
      hide_empty_makes: flag('Brand dropdown hides makes with no stock.'),
      sort_brands_alphabetically: flag(),
      excluded_brands: names('Brand names never shown in the brand dropdown.', 60),
      custom_brand_list: flag(
        'Brand dropdown lists the top-level manufacturers instead of dealership_websites.',
      ),
      show_dealership_list: flag('Show the dealership filter / dealership list in search.'),
      show_weekly_finance_on_cards: flag(),
      shuffle_promo_cards: flag('Shuffle promo cards that have no position.'),
      large_hit_count_source: stringEnum(['facets', 'new-stock'], {
        description:
          "When hits exceed 1999 the displayed count is summed from car_type facet counts ('facets') or is the new-stock count ('new-stock').",
      }),
    },
    {
      description: 'Per-site flags. All required so every tenant states them explicitly.',
      additionalProperties: false,
    },
  ),
);

/** A kind of car a site sells (car, truck, RV, motorcycle) (the index's `vehicle_kind`). */
export const StockKind = stringEnum(['car', 'truck', 'rv', 'motorcycle']);

export const TenantLabels = define(
  'TenantLabels',
  Type.Object(
    {
      used_cars: stringEnum(['Used Cars', 'Pre-Owned Cars'], {
        description: 'Label for used stock in menus and headings.',
      }),
      favourites_path: Type.String({
        description: 'Path of the favourites page.',
        pattern: '^/[a-z0-9-]+$',
      }),
      checkout_segment: stringEnum(['checkout', 'buy-online'], {
        description:
          'Last segment of the reserve page: /cars/{slug}/checkout or /cars/{slug}/buy-online.',
      }),
      valuation_path: stringEnum(['/valuations', '/instant-price'], {
        description: 'Trade-in valuation page.',
      }),
      enquire_button: Type.Optional(
        stringEnum(['Enquire', 'Shop Now'], {
          description: "Label of a listing card's enquiry button; default Enquire.",
        }),
      ),
      stock_kinds: Type.Optional(
        Type.Array(StockKind, {
          description:
            'What the site sells, in the order its listing titles and headings name it: ["truck"] reads \'Trucks for Sale\', ["rv", "motorcycle"] \'RVs & Motorcycles for Sale\'. Default ["car"].',
          minItems: 1,
          uniqueItems: true,
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

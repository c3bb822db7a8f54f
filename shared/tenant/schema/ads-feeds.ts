import { Type } from 'typebox';
import { define } from './define.ts';

const StoreCode = Type.String({
  description:
    "The location's store code exactly as in the dealer's Google Business Profile (Merchant Center matches vehicles to the store by it).",
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.-]+$',
});

export const GoogleVehicleAdsFeed = define(
  'GoogleVehicleAdsFeed',
  Type.Object(
    {
      enabled: Type.Boolean({
        description: 'Serve /feeds/google-vehicle-ads.xml on this site (404 when false).',
      }),
      store_codes: Type.Array(
        Type.Object(
          {
            location_id: Type.Integer({ minimum: 1, description: 'A location of this site.' }),
            store_code: StoreCode,
          },
          { additionalProperties: false },
        ),
        {
          description:
            "One store code per location that holds cars; a car at a location without one is left out of Google's feed (reason no-store-code).",
        },
      ),
    },
    {
      description: 'Google vehicle ads (Merchant Center) primary feed (docs/ads-feeds.md).',
      additionalProperties: false,
    },
  ),
);

export const MetaVehiclesFeed = define(
  'MetaVehiclesFeed',
  Type.Object(
    {
      enabled: Type.Boolean({
        description: 'Serve /feeds/meta-vehicles.csv on this site (404 when false).',
      }),
      page_id: Type.Optional(
        Type.String({
          description:
            "The dealer's Facebook Page id, for whoever sets up the catalog in Commerce Manager (not written into the feed).",
          pattern: '^[0-9]{5,30}$',
        }),
      ),
    },
    {
      description:
        'Meta (Facebook/Instagram) automotive inventory catalog feed (docs/ads-feeds.md).',
      additionalProperties: false,
    },
  ),
);

export const AdsFeeds = define(
  'AdsFeeds',
  Type.Object(
    {
      google_vehicle_ads: Type.Optional(GoogleVehicleAdsFeed),
      meta_vehicles: Type.Optional(MetaVehiclesFeed),
    },
    {
      description:
        'Outbound vehicle ads feeds, one per channel; a channel left out is off (docs/ads-feeds.md).',
      additionalProperties: false,
    },
  ),
);

import { Type } from 'typebox';
import { define, stringEnum } from './define.ts';
import { OpeningHoursEntry, SpecialHoursEntry } from './hours.ts';
import {
  Count,
  Email,
  HttpsUrl,
  Image,
  Phone,
  postalAddressFields,
  Rating,
  Slug,
} from './primitives.ts';

export const LocationType = stringEnum(['sales', 'service', 'parts', ''], {
  description: 'Empty string counts as sales.',
});

export const LocationAddress = define(
  'LocationAddress',
  Type.Object(
    {
      ...postalAddressFields,
      lat: Type.Number({ minimum: -90, maximum: 90 }),
      lang: Type.Number({ minimum: -180, maximum: 180 }),
      place_url: HttpsUrl,
      place_id: Type.String({ minLength: 1, maxLength: 200 }),
      map_key: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    },
    {
      description:
        'Address of a location, with coordinates (lang is the longitude, as in the source data).',
      additionalProperties: false,
    },
  ),
);

export const ContactDetail = define(
  'ContactDetail',
  Type.Object(
    {
      phone: Phone,
      email: Email,
      opening_hours: Type.Array(OpeningHoursEntry, { maxItems: 7 }),
    },
    { additionalProperties: false },
  ),
);

export const Location = define(
  'Location',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      name: Type.String({
        description:
          "Display name; sales/service/parts records end in ' - Sales', ' - Service' or ' - Parts' (removed for the /contact-us/{slug} page).",
        minLength: 1,
        maxLength: 120,
      }),
      slug: Slug,
      location_type: LocationType,
      manufacturers: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
        description: 'Make names handled at this location.',
        uniqueItems: true,
      }),
      primary: Type.Boolean(),
      visible: Type.Boolean(),
      position: Type.Integer({ minimum: 0 }),
      image: Type.Optional(Image),
      address: LocationAddress,
      contact_detail: ContactDetail,
      special_hours: Type.Array(SpecialHoursEntry),
      closed_day_display: Type.Optional(
        stringEnum(['closed', 'by-appointment', 'enquire'], {
          description:
            "What a 'Closed' day shows: 'closed' (default), 'by-appointment' ('By appointment only') or 'enquire' (an Enquire Now link to the location's contact-us page).",
        }),
      ),
      average_rating: Type.Optional(Rating),
      review_count: Type.Optional(Count),
      dealer_license_number: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      motor_vehicle_repairer: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
      dealership_id: Type.Integer({ minimum: 1 }),
      dealership_slug: Slug,
      dealership_name: Type.String({ minLength: 1, maxLength: 120 }),
    },
    { additionalProperties: false },
  ),
);

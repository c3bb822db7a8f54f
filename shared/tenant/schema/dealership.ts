import { Type } from 'typebox';
import { define } from './define.ts';
import { PaymentProvider } from './payments.ts';
import {
  Count,
  Email,
  HttpsUrl,
  LogoRef,
  Phone,
  postalAddressFields,
  Rating,
  Slug,
} from './primitives.ts';

export const Address = define(
  'Address',
  Type.Object(
    {
      ...postalAddressFields,
    },
    { description: 'Postal address of the dealership.', additionalProperties: false },
  ),
);

export const Dealership = define(
  'Dealership',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      name: Type.String({ minLength: 1, maxLength: 120 }),
      slug: Slug,
      logo: LogoRef,
      phone: Phone,
      email: Email,
      facebook_url: Type.Optional(HttpsUrl),
      instagram_url: Type.Optional(HttpsUrl),
      youtube_url: Type.Optional(HttpsUrl),
      address: Address,
      manufacturer: Type.Optional(
        Type.String({
          description: 'Franchise make of a single-franchise dealer.',
          minLength: 1,
          maxLength: 60,
        }),
      ),
      dealership_group: Type.Optional(
        Type.String({
          description: 'Name of the dealer group this dealership belongs to.',
          minLength: 1,
          maxLength: 120,
        }),
      ),
      average_rating: Type.Optional(Rating),
      review_count: Type.Optional(Count),
      payment_provider: Type.Optional(PaymentProvider),
    },
    { additionalProperties: false },
  ),
);

export const StaffMember = define(
  'StaffMember',
  Type.Object(
    {
      name: Type.String({ minLength: 1, maxLength: 80 }),
      role: Type.String({ minLength: 1, maxLength: 80 }),
      phone: Type.Optional(Phone),
      email: Type.Optional(Email),
    },
    { additionalProperties: false },
  ),
);

export const SocialLinks = define(
  'SocialLinks',
  Type.Object(
    {
      facebook_url: Type.Optional(HttpsUrl),
      instagram_url: Type.Optional(HttpsUrl),
      youtube_url: Type.Optional(HttpsUrl),
      linkedin_url: Type.Optional(HttpsUrl),
      tiktok_url: Type.Optional(HttpsUrl),
    },
    { additionalProperties: false },
  ),
);

export const Licence = define(
  'Licence',
  Type.Object(
    { text: Type.String({ minLength: 1, maxLength: 600 }) },
    {
      description:
        'Dealer licence text in the footer (per-location licence numbers come from the locations).',
      additionalProperties: false,
    },
  ),
);

export const ServiceBooking = define(
  'ServiceBooking',
  Type.Object(
    {
      path: Type.String({
        description: 'One-segment path of the explaining page, e.g. /mazda-service.',
        pattern: '^/[a-z0-9]+(-[a-z0-9]+)*$',
        maxLength: 80,
      }),
      url: HttpsUrl,
      provider_name: Type.Optional(
        Type.String({
          description: "Whose booking site it is, e.g. 'Mazda Service Online'.",
          minLength: 1,
          maxLength: 80,
        }),
      ),
    },
    {
      description:
        "The manufacturer's online service booking (product rule 2.13): a page at path explains it and links to url.",
      additionalProperties: false,
    },
  ),
);

import { Type } from 'typebox';
import { described } from './define.ts';
import { AssetUrl, HttpsUrl } from './primitives.ts';

export const CertifiedBadge = Type.Object(
  { src: AssetUrl, alt: Type.String({ minLength: 1, maxLength: 100 }) },
  {
    description:
      'Certified pre-owned badge image shown on cards of cars marked certified (product rule 4.1 tag priority).',
    additionalProperties: false,
  },
);

export const ImagesConfig = Type.Object(
  {
    cdn_base: Type.Optional(
      described(
        HttpsUrl,
        'Image CDN base URL (imgix-style w, h, q, fit and auto=format parameters), e.g. https://images.example.com.au',
      ),
    ),
  },
  {
    description: 'Where car photos are resized. Without cdn_base, photos are served as they are.',
    additionalProperties: false,
  },
);

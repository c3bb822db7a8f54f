import { Type } from 'typebox';
import { define, described, isoDate } from './define.ts';
import { AssetUrl, CarType, HexColor, LinkUrl, Slug } from './primitives.ts';

const AltText = () => Type.String({ minLength: 1, maxLength: 200 });

export const PromoCard = define(
  'PromoCard',
  Type.Object(
    {
      id: Slug,
      src: described(AssetUrl, 'Image source.'),
      alt: AltText(),
      url: Type.Optional(LinkUrl),
      background: HexColor,
      display: Type.Optional(
        Type.Array(CarType, {
          description:
            'Car types the card matches; a card without a display list always shows unless strictDisplay.',
          uniqueItems: true,
        }),
      ),
      strictDisplay: Type.Optional(Type.Boolean()),
      start: Type.Optional(isoDate()),
      expiry: Type.Optional(isoDate()),
      position: Type.Optional(
        Type.Integer({
          description: 'Cards with a position come first, in this order.',
          minimum: 0,
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const Offer = define(
  'Offer',
  Type.Object(
    {
      id: Slug,
      title: Type.String({ minLength: 1, maxLength: 120 }),
      image: Type.Object({ url: AssetUrl, alt: AltText() }, { additionalProperties: false }),
      text: Type.String({ minLength: 1, maxLength: 600 }),
      start: isoDate({ description: 'First day shown.' }),
      expiry: isoDate({ description: 'Last day shown.' }),
      stocknums: Type.Optional(
        Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
          description:
            'Cars the offer is for, by stock number; only those still on sale on this site are linked.',
          uniqueItems: true,
        }),
      ),
      car_ids: Type.Optional(
        Type.Array(Type.Integer({ minimum: 1 }), {
          description:
            'Cars the offer is for, by car id; only those still on sale on this site are linked.',
          uniqueItems: true,
        }),
      ),
      models: Type.Optional(
        Type.Array(Slug, {
          description:
            "Slugs of this site's models the offer is for (linked where features.model_pages is on).",
          uniqueItems: true,
        }),
      ),
      terms: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
    },
    { additionalProperties: false },
  ),
);

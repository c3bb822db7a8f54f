import { Type } from 'typebox';
import { BODY_TYPES } from '../../inventory/body-types.ts';
import { define, stringEnum, stringMap } from './define.ts';
import { AssetUrl, Count, HttpsUrl, LinkUrl, LogoRef, Slug } from './primitives.ts';

export const BodyType = stringEnum(BODY_TYPES, {
  description: "Body type, one of the product rules' body types.",
});

const MakeName = () => Type.String({ minLength: 1, maxLength: 60 });

export const Manufacturer = define(
  'Manufacturer',
  Type.Object(
    {
      name: MakeName(),
      slug: Slug,
      logo: Type.Optional(LogoRef),
    },
    { additionalProperties: false },
  ),
);

export const ModelImage = define(
  'ModelImage',
  Type.Object({ url: AssetUrl, thumb: Type.Optional(AssetUrl) }, { additionalProperties: false }),
);

export const Model = define(
  'Model',
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      name: Type.String({ minLength: 1, maxLength: 60 }),
      slug: Slug,
      status: Type.Optional(
        Type.String({
          description: "Non-empty means new; an 'ALL-NEW' prefix shows the all-new badge.",
          maxLength: 40,
        }),
      ),
      image: Type.Optional(ModelImage),
      short_description: Type.Optional(Type.String({ maxLength: 300 })),
      description: Type.Optional(Type.String({ maxLength: 4000 })),
      position: Type.Optional(Type.Integer({ minimum: 0 })),
      override_url: Type.Optional(LinkUrl),
      accessories_count: Type.Optional(Count),
      body: Type.Optional(BodyType),
      bodyStyle: Type.Optional(
        Type.String({
          description: "Display body style, e.g. 'SUV' or 'Cab Chassis'.",
          maxLength: 60,
        }),
      ),
      manufacturer_name: MakeName(),
      fuel: Type.Optional(
        Type.String({ description: "'Hybrid' shows the hybrid tag.", maxLength: 40 }),
      ),
      variant: Type.Optional(Type.String({ maxLength: 80 })),
    },
    { additionalProperties: false },
  ),
);

export const DealershipWebsite = define(
  'DealershipWebsite',
  Type.Object(
    {
      make: MakeName(),
      name: Type.String({ minLength: 1, maxLength: 120 }),
      url: HttpsUrl,
      logo: LogoRef,
    },
    { additionalProperties: false },
  ),
);

export const ModelRenames = stringMap(
  { type: 'string', minLength: 1, maxLength: 60 },
  Type.String({ minLength: 1, maxLength: 60 }),
  {
    description:
      'Display renames for model names as they arrive from inventory or manufacturer data, e.g. { "3": "Mazda3" }.',
  },
);

import { Type } from 'typebox';
import { define, stringEnum } from './define.ts';

export const Slug = define(
  'Slug',
  Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', minLength: 1, maxLength: 80 }),
);

export const Hostname = define(
  'Hostname',
  Type.String({
    description: 'Lower-case host name without port.',
    format: 'hostname',
    pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$',
    maxLength: 253,
  }),
);

export const HttpsUrl = define(
  'HttpsUrl',
  Type.String({ format: 'uri', pattern: '^https://', maxLength: 2000 }),
);

export const AssetUrl = define(
  'AssetUrl',
  Type.String({
    description:
      'Site-relative asset path (tenants/assets is served at /tenant-assets/) or an absolute https URL.',
    pattern: '^(/[A-Za-z0-9._~%/-]+|https://[^\\s]+)$',
    maxLength: 2000,
  }),
);

export const LinkUrl = define(
  'LinkUrl',
  Type.String({
    description:
      'Site-relative path (may carry a query string or fragment), absolute http(s) URL, tel: or mailto: link.',
    pattern: '^(/[^\\s]*|https?://[^\\s]+|tel:[0-9+]+|mailto:[^\\s@]+@[^\\s@]+)$',
    maxLength: 2000,
  }),
);

export const HexColor = define('HexColor', Type.String({ pattern: '^#[0-9a-f]{6}$' }));

export const Phone = define(
  'Phone',
  Type.String({
    description:
      'Australian phone number as displayed: 0X XXXX XXXX landline, 04XX XXX XXX mobile, 1300/1800 XXX XXX or 13 XX XX.',
    pattern:
      '^(0[2378] \\d{4} \\d{4}|04\\d{2} \\d{3} \\d{3}|1[38]00 \\d{3} \\d{3}|13 \\d{2} \\d{2})$',
  }),
);

export const Email = define('Email', Type.String({ format: 'email', maxLength: 254 }));

export const Time = define(
  'Time',
  Type.String({ description: '24-hour local time HH:MM.', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
);

export const State = define(
  'State',
  stringEnum(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']),
);

export const Postcode = define('Postcode', Type.String({ pattern: '^\\d{4}$' }));

/** The street, city, state and postcode every address has (the dealership's, a location's). */
export const postalAddressFields = {
  street: Type.String({ minLength: 1, maxLength: 200 }),
  city: Type.String({ minLength: 1, maxLength: 100 }),
  state: State,
  postcode: Postcode,
};

export const Rating = define('Rating', Type.Number({ minimum: 0, maximum: 5 }));

export const Count = define('Count', Type.Integer({ minimum: 0 }));

export const Percent = define('Percent', Type.Number({ minimum: 0, maximum: 100 }));

export const CarType = define('CarType', stringEnum(['new', 'used', 'demo']));

export const FinanceProvider = define(
  'FinanceProvider',
  stringEnum([
    'Taurus',
    'Powertorque',
    'AusLoans',
    'Angle',
    '360 Finance',
    'Nissan Finance',
    'Manual',
  ]),
);

export const LogoRef = define(
  'LogoRef',
  Type.Object({ url: AssetUrl }, { additionalProperties: false }),
);

export const Image = define(
  'Image',
  Type.Object(
    {
      url: AssetUrl,
      alt: Type.Optional(Type.String({ maxLength: 200 })),
      width: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
    },
    { additionalProperties: false },
  ),
);

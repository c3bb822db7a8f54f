import { Type } from 'typebox';
import { define } from './define.ts';
import { AssetUrl, HexColor, LogoRef } from './primitives.ts';

export const ThemeColors = define(
  'ThemeColors',
  Type.Object(
    {
      primary: HexColor,
      on_primary: HexColor,
      secondary: HexColor,
      on_secondary: HexColor,
      accent: HexColor,
      background: HexColor,
      surface: HexColor,
      text: HexColor,
      muted: HexColor,
      border: HexColor,
    },
    {
      description:
        'Text colours reach WCAG AA (4.5:1) on the colours they sit on and accent reaches 3:1 on background and surface; startup refuses a theme that does not (shared/tenant/theme-contrast.ts lists the pairs).',
      additionalProperties: false,
    },
  ),
);

export const ThemeLogo = define(
  'ThemeLogo',
  Type.Object(
    {
      url: AssetUrl,
      alt: Type.String({ minLength: 1, maxLength: 120 }),
      width: Type.Integer({ minimum: 1, maximum: 1000 }),
      height: Type.Integer({ minimum: 1, maximum: 400 }),
    },
    { additionalProperties: false },
  ),
);

export const TenantTheme = define(
  'TenantTheme',
  Type.Object(
    { colors: ThemeColors, logo: ThemeLogo, favicon: LogoRef },
    { additionalProperties: false },
  ),
);

export const TenantSeo = define(
  'TenantSeo',
  Type.Object(
    {
      title: Type.String({ minLength: 1, maxLength: 70 }),
      description: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
);

export const TenantHome = define(
  'TenantHome',
  Type.Object(
    {
      headline: Type.String({ minLength: 1, maxLength: 120 }),
      intro: Type.String({ minLength: 1, maxLength: 600 }),
      featured_count: Type.Integer({ minimum: 0, maximum: 12 }),
    },
    { additionalProperties: false },
  ),
);

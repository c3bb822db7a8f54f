import { expect, test } from 'vitest';
import { buildThemeCss } from '#shared/tenant/theme.ts';
import type { TenantTheme } from '#shared/tenant/tenant-config.ts';

const theme = {
  colors: {
    primary: '#0b3d91',
    on_primary: '#ffffff',
    secondary: '#f2a900',
    on_secondary: '#1a1a1a',
    accent: '#d62828',
    background: '#ffffff',
    surface: '#f4f6f8',
    text: '#1a1a1a',
    muted: '#555555',
    border: '#d0d5db',
  },
  logo: { url: '/tenant-assets/x/logo.svg', alt: 'X', width: 200, height: 60 },
  favicon: { url: '/tenant-assets/x/favicon.svg' },
} satisfies TenantTheme;

test('theme colours become CSS custom properties on :root', () => {
  const css = buildThemeCss(theme);
  expect(css.startsWith(':root{')).toBe(true);
  expect(css).toContain('--color-primary:#0b3d91');
  expect(css).toContain('--color-on-primary:#ffffff');
  expect(css).toContain('--color-border:#d0d5db');
});

test('a value that is not a #rrggbb colour never reaches the stylesheet', () => {
  const hostile = {
    ...theme,
    colors: { ...theme.colors, accent: 'red}</style><script>alert(1)</script>' },
  };
  const css = buildThemeCss(hostile as TenantTheme);
  expect(css).not.toContain('--color-accent');
  expect(css).not.toContain('<');
});

import type { TenantTheme } from './tenant-config.ts';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The tenant's colours as CSS custom properties on :root, sent in the streamed
 * <head> before any content so the first paint already wears the dealer's theme.
 */
export function buildThemeCss(theme: TenantTheme): string {
  const declarations = Object.entries(theme.colors)
    .filter(([, value]) => typeof value === 'string' && HEX_COLOUR.test(value))
    .map(([name, value]) => `--color-${name.replace(/_/g, '-')}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

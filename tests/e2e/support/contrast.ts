import { contrastRatio } from '#shared/tenant/theme-contrast.ts';

/** 'rgb(r, g, b)' as getComputedStyle reports an opaque colour, as #rrggbb. */
function hexOf(rgb: string): string {
  const channels = rgb.match(/\d+/g)!.slice(0, 3).map(Number);
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The WCAG contrast ratio of two opaque computed colours ('rgb(...)'). */
export function computedContrast(foreground: string, background: string): number {
  return contrastRatio(hexOf(foreground), hexOf(background));
}

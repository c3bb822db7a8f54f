import type { TenantTheme } from './tenant-config.ts';

type ThemeColour = keyof TenantTheme['colors'];

/** WCAG 2.2 AA: body text 4.5:1; focus rings and other parts of controls 3:1 (1.4.11). */
const TEXT = 4.5;
const CONTROL = 3;

/**
 * The colour pairs the stylesheets put on top of each other, with the ratio each needs.
 * Links and outline buttons are primary on the page; the footer band is secondary; focus
 * rings and the active suggestion's outline are accent on the page and on surface panels.
 */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<{
  foreground: ThemeColour;
  background: ThemeColour;
  minimum: number;
}> = [
  { foreground: 'text', background: 'background', minimum: TEXT },
  { foreground: 'text', background: 'surface', minimum: TEXT },
  { foreground: 'muted', background: 'background', minimum: TEXT },
  { foreground: 'muted', background: 'surface', minimum: TEXT },
  { foreground: 'primary', background: 'background', minimum: TEXT },
  { foreground: 'primary', background: 'surface', minimum: TEXT },
  { foreground: 'on_primary', background: 'primary', minimum: TEXT },
  { foreground: 'on_secondary', background: 'secondary', minimum: TEXT },
  { foreground: 'accent', background: 'background', minimum: CONTROL },
  { foreground: 'accent', background: 'surface', minimum: CONTROL },
];

/** Relative luminance of a #rrggbb colour (WCAG 2 definition). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Every pair of the theme below its minimum, as 'muted on surface: 4.12:1 (needs 4.5:1)'. */
export function themeContrastProblems(colors: TenantTheme['colors']): string[] {
  return THEME_CONTRAST_PAIRS.flatMap(({ foreground, background, minimum }) => {
    const ratio = contrastRatio(colors[foreground], colors[background]);
    if (ratio >= minimum) return [];
    return [`${foreground} on ${background}: ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`];
  });
}

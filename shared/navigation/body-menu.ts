import { BODY_TYPE_LABELS } from '../inventory/body-types.ts';
import { bodyImageUrl } from '../inventory/car-images.ts';
import type { MenuLink } from './menu-link.ts';

// product rule 2.1: the body paths a listing answers at /search/{body}.
export const SEARCH_BODY_TYPES = ['suv', 'hatchback', 'ute', 'coupe', 'sedan', 'wagon'] as const;

/** The 'Browse by body style' grid: name, href and image per body type. */
export function buildBodyMenu(): MenuLink[] {
  return SEARCH_BODY_TYPES.map((body) => ({
    label: BODY_TYPE_LABELS[body],
    href: `/search/${body}`,
    imgSrc: bodyImageUrl(body),
  }));
}

// Names and URLs of the locally generated car pictures (seed/images, served by the
// server at /images/vehicles/). One side-view SVG per silhouette and colour.
import { type CarKind } from './car.ts';
import { BODY_TYPES, isBodyType, type BodyType } from './body-types.ts';

export const CAR_IMAGE_BASE_URL = '/images/vehicles';
export const IMAGE_NOT_FOUND_FILE = 'image-not-found.svg';
export const IMAGE_NOT_FOUND_URL = `${CAR_IMAGE_BASE_URL}/${IMAGE_NOT_FOUND_FILE}`;

export const COLOURS = {
  white: { label: 'White', hex: '#f4f5f6' },
  silver: { label: 'Silver', hex: '#c3c8ce' },
  grey: { label: 'Grey', hex: '#6a7078' },
  black: { label: 'Black', hex: '#202327' },
  blue: { label: 'Blue', hex: '#2b5ea7' },
  red: { label: 'Red', hex: '#b5262c' },
  green: { label: 'Green', hex: '#2f6a46' },
  brown: { label: 'Bronze', hex: '#7a5538' },
  orange: { label: 'Orange', hex: '#de6f1f' },
  yellow: { label: 'Yellow', hex: '#e6bd2b' },
} as const;
export type ColourKey = keyof typeof COLOURS;
export const COLOUR_KEYS = Object.keys(COLOURS) as ColourKey[];

// A body type, or a car kind for cars without one ('car' is the generic fallback).
export type Silhouette = BodyType | CarKind;
export const SILHOUETTES: readonly Silhouette[] = [
  ...BODY_TYPES,
  'car',
  'truck',
  'rv',
  'motorcycle',
];

// Crops of the same picture, declared as <view> elements inside every SVG.
export const IMAGE_VIEWS = ['front', 'rear', 'wheel'] as const;

export function chooseSilhouette(kind: CarKind, body: BodyType | null): Silhouette {
  if (kind === 'motorcycle') return 'motorcycle';
  if (kind === 'rv') return body === 'motorhome' ? 'motorhome' : 'rv';
  if (kind === 'truck') return body === 'bus' || body === 'lightTruck' ? body : 'truck';
  return body ?? 'car';
}

/** File name in seed/images: kebab-case silhouette then colour, e.g. `cab-chassis-white.svg`. */
export function nameCarImageFile(silhouette: Silhouette, colour: ColourKey): string {
  const kebab = silhouette.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `${kebab}-${colour}.svg`;
}

/**
 * The demo's photos: a 1600x1200 JPEG made from each drawing (and one per crop), resized by
 * the platform itself when the site has no image CDN (server/images/, docs/inventory.md).
 */
export const CAR_PHOTO_BASE_URL = `${CAR_IMAGE_BASE_URL}/photos`;

/**
 * The photo standing for a drawing's URL (`/images/vehicles/suv-red.svg#front` is
 * `/images/vehicles/photos/suv-red-front.jpg`); any other URL as it is.
 */
export function photoUrlOfDrawing(url: string): string {
  const match = /^\/images\/vehicles\/([a-z0-9-]+)\.svg(?:#([a-z]+))?$/.exec(url);
  if (!match || match[1] === 'image-not-found') return url;
  return `${CAR_PHOTO_BASE_URL}/${match[1]}${match[2] ? `-${match[2]}` : ''}.jpg`;
}

/** The drawing (its SVG file name) and crop a photo file name stands for; null for any other name. */
export function readCarPhotoName(
  file: string,
): { drawing: string; view: (typeof IMAGE_VIEWS)[number] | undefined } | null {
  const match = /^([a-z0-9-]+?)(?:-(front|rear|wheel))?\.jpg$/.exec(file);
  if (!match) return null;
  return { drawing: `${match[1]}.svg`, view: match[2] as (typeof IMAGE_VIEWS)[number] | undefined };
}

/** The full picture first, then its crops (same file, so one download per car). */
export function listCarImageUrls(silhouette: Silhouette, colour: ColourKey): string[] {
  const url = `${CAR_IMAGE_BASE_URL}/${nameCarImageFile(silhouette, colour)}`;
  return [url, ...IMAGE_VIEWS.map((view) => `${url}#${view}`)];
}

/** product rule 8.4: a picture for a body type (menus, model cards); the not-found placeholder for an unknown body. */
export function bodyImageUrl(body: string | null | undefined): string {
  if (!body || !isBodyType(body)) return IMAGE_NOT_FOUND_URL;
  return `${CAR_IMAGE_BASE_URL}/${nameCarImageFile(body, 'white')}`;
}

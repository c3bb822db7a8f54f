// One builder for every car photo URL (product rule 9.7: quality 75 by default). With the
// tenant's `images.cdn_base` photos are resized by the CDN (imgix-style parameters); the
// platform's own photos (the demo's, under /images/vehicles/photos/) are resized by the
// platform with the same parameters when there is no CDN; anything else, and the app's
// own SVGs, is used as it is.
import {
  bodyImageUrl,
  CAR_IMAGE_BASE_URL,
  CAR_PHOTO_BASE_URL,
  IMAGE_NOT_FOUND_URL,
} from '../inventory/car-images.ts';
import type { ImagesConfig } from '../tenant/tenant-config.ts';

/** product rule 9.7. */
export const DEFAULT_IMAGE_QUALITY = 75;

export interface ImageOptions {
  width: number;
  /** With `crop`, the picture is cut to width x height instead of scaled. */
  height?: number;
  quality?: number;
  crop?: boolean;
}

/** Local vector pictures: resolution-independent, nothing to resize. */
function isLocalCarImage(src: string): boolean {
  return src.startsWith(`${CAR_IMAGE_BASE_URL}/`) && !isOwnPhoto(src);
}

/** The platform's own photos, which it resizes itself (server/images/car-photos.server.ts). */
function isOwnPhoto(src: string): boolean {
  return src.startsWith(`${CAR_PHOTO_BASE_URL}/`);
}

/** Where a resized copy comes from: the CDN, or the platform for its own photos without one. */
function resizerSource(src: string, cdnBase: string | undefined): string | null {
  const cdn = cdnSource(src, cdnBase);
  if (cdn !== null) return cdn;
  return isOwnPhoto(src) ? src.split(/[?#]/, 1)[0]! : null;
}

function cdnOrigin(cdnBase: string): string {
  return cdnBase.replace(/\/+$/, '');
}

/** A URL the CDN can resize: a site path, or an absolute URL already on the CDN. */
function cdnSource(src: string, cdnBase: string | undefined): string | null {
  if (!cdnBase || isLocalCarImage(src)) return null;
  const base = cdnOrigin(cdnBase);
  if (src.startsWith(`${base}/`)) return src;
  if (src.startsWith('/') && !src.startsWith('//')) return `${base}${src}`;
  return null;
}

/** Whether `imageUrl` would resize this picture (and `imageSrcSet` has widths to offer). */
export function isResizable(src: string, images: ImagesConfig | undefined): boolean {
  return resizerSource(src, images?.cdn_base) !== null;
}

export function imageUrl(
  src: string,
  options: ImageOptions,
  images: ImagesConfig | undefined,
): string {
  const source = resizerSource(src, images?.cdn_base);
  if (source === null) return src;
  // A site path (the platform's own photo) stays a path: parsed against a placeholder origin.
  const isPath = source.startsWith('/');
  const url = new URL(source, 'http://path.invalid');
  url.searchParams.set('w', String(Math.round(options.width)));
  if (options.height !== undefined) url.searchParams.set('h', String(Math.round(options.height)));
  url.searchParams.set('q', String(options.quality ?? DEFAULT_IMAGE_QUALITY));
  if (options.crop) url.searchParams.set('fit', 'crop');
  url.searchParams.set('auto', 'format');
  return isPath ? `${url.pathname}${url.search}` : url.toString();
}

/**
 * `srcset` over the given widths (heights keep the options' aspect ratio); undefined when
 * the picture cannot be resized, so the element keeps its single `src`.
 */
export function imageSrcSet(
  src: string,
  widths: readonly number[],
  options: ImageOptions,
  images: ImagesConfig | undefined,
): string | undefined {
  if (!isResizable(src, images)) return undefined;
  const ratio = options.height === undefined ? undefined : options.height / options.width;
  return widths
    .map((width) => {
      const height = ratio === undefined ? undefined : Math.round(width * ratio);
      return `${imageUrl(src, { ...options, width, height }, images)} ${width}w`;
    })
    .join(', ');
}

/** product rule 8.4: a car without a photo shows its body's picture, else the image-not-found one. */
export function fallbackImageUrl(body: string | null | undefined): string {
  return body ? bodyImageUrl(body) : IMAGE_NOT_FOUND_URL;
}

/** The car's photo, or the product rule 8.4 fallback when it has none. */
export function carPhotoSource(
  primaryImageUrl: string | null | undefined,
  body: string | null | undefined,
): string {
  return primaryImageUrl?.trim() ? primaryImageUrl : fallbackImageUrl(body);
}

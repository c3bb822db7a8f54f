// One builder for every car photo URL (product rule 9.7: quality 75 by default). With the
// tenant's `images.cdn_base` photos are resized by the CDN (imgix-style parameters);
// without it, and for the app's own SVGs, the URL is used as it is.
import { bodyImageUrl, IMAGE_NOT_FOUND_URL, CAR_IMAGE_BASE_URL } from '../inventory/car-images.ts';
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
  return src.startsWith(`${CAR_IMAGE_BASE_URL}/`);
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
  return cdnSource(src, images?.cdn_base) !== null;
}

export function imageUrl(
  src: string,
  options: ImageOptions,
  images: ImagesConfig | undefined,
): string {
  const source = cdnSource(src, images?.cdn_base);
  if (source === null) return src;
  const url = new URL(source);
  url.searchParams.set('w', String(Math.round(options.width)));
  if (options.height !== undefined) url.searchParams.set('h', String(Math.round(options.height)));
  url.searchParams.set('q', String(options.quality ?? DEFAULT_IMAGE_QUALITY));
  if (options.crop) url.searchParams.set('fit', 'crop');
  url.searchParams.set('auto', 'format');
  return url.toString();
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

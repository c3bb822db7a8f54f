// What a photo URL asks for, read the way an image CDN reads it (imgix-style parameters, as
// shared/images/image-url.ts writes them), and the resized bytes made with sharp.
import { loadSharp, PHOTO_HEIGHT, PHOTO_WIDTH } from './demo-photo.server.ts';

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

export interface PhotoVariant {
  width?: number;
  height?: number;
  quality: number;
  crop: boolean;
  format: PhotoFormat;
}

const DEFAULT_QUALITY = 75;
const MIN_SIDE = 16;

export class PhotoRequestError extends Error {}

function readSide(query: Record<string, unknown>, name: 'w' | 'h', max: number) {
  const value = query[name];
  if (value === undefined) return undefined;
  const side = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  if (!(side >= MIN_SIDE && side <= max)) {
    throw new PhotoRequestError(
      `${name} must be a whole number of pixels from ${MIN_SIDE} to ${max}`,
    );
  }
  return side;
}

/**
 * The variant a request asks for: `w`, `h` (pixels, at most the photo's own), `q` (1-100),
 * `fit=crop` (cut to w x h instead of scaling inside it) and `auto=format` (AVIF or WebP
 * when the browser's Accept header takes it). Other parameters are ignored, as CDNs do.
 */
export function readPhotoVariant(query: Record<string, unknown>, accept: string): PhotoVariant {
  const width = readSide(query, 'w', PHOTO_WIDTH);
  const height = readSide(query, 'h', PHOTO_HEIGHT);
  let quality = DEFAULT_QUALITY;
  if (query.q !== undefined) {
    quality = typeof query.q === 'string' && /^\d{1,3}$/.test(query.q) ? Number(query.q) : NaN;
    if (!(quality >= 1 && quality <= 100)) {
      throw new PhotoRequestError('q must be a whole number from 1 to 100');
    }
  }
  const crop = query.fit === 'crop';
  let format: PhotoFormat = 'jpeg';
  if (query.auto === 'format') {
    if (/\bimage\/avif\b/.test(accept)) format = 'avif';
    else if (/\bimage\/webp\b/.test(accept)) format = 'webp';
  }
  return {
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    quality,
    crop,
    format,
  };
}

/** A file name for the variant's bytes in the cache (one per distinct request). */
export function variantKey(variant: PhotoVariant): string {
  const fit = variant.crop ? 'crop' : 'fit';
  return `w${variant.width ?? 0}-h${variant.height ?? 0}-q${variant.quality}-${fit}.${variant.format}`;
}

export async function renderPhotoVariant(original: Buffer, variant: PhotoVariant): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(original);
  if (variant.width !== undefined || variant.height !== undefined) {
    image = image.resize(variant.width ?? null, variant.height ?? null, {
      fit: variant.crop ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  }
  if (variant.format === 'avif')
    return image.avif({ quality: variant.quality, effort: 2 }).toBuffer();
  if (variant.format === 'webp') return image.webp({ quality: variant.quality }).toBuffer();
  return image.jpeg({ quality: variant.quality, progressive: true }).toBuffer();
}

// Photo URLs for the ads feeds (product rule 2.16): absolute https URLs of raster pictures.
// Neither channel takes vector (SVG) images, so the platform's own vector pictures are
// linked as their PNG rendition (served beside them, server/ads-feeds/png-renditions).
import { CAR_IMAGE_BASE_URL } from '../inventory/car-images.ts';
import { canonicalUrl } from '../tenant/site-data.ts';

/** The PNG rendition of one of the platform's own vector pictures. */
export function pngRenditionPath(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.png');
}

function isOwnVectorPicture(path: string): boolean {
  return path.startsWith(`${CAR_IMAGE_BASE_URL}/`) && path.endsWith('.svg') && !path.includes('..');
}

/** One photo as a channel can fetch it, or null when no channel could. */
export function feedPhotoUrl(src: string, site: { primary_hostname: string }): string | null {
  const withoutFragment = src.split('#')[0]!.trim();
  if (withoutFragment.startsWith('/') && !withoutFragment.startsWith('//')) {
    if (!isOwnVectorPicture(withoutFragment)) return null;
    return canonicalUrl(site, pngRenditionPath(withoutFragment));
  }
  let url: URL;
  try {
    url = new URL(withoutFragment);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || /\.svgz?$/i.test(url.pathname)) return null;
  return url.href;
}

/** The car's distinct usable photos, main photo first, at most `max`. */
export function feedPhotoUrls(
  car: { primary_image_url: string; images: readonly string[] },
  site: { primary_hostname: string },
  max: number,
): string[] {
  const urls: string[] = [];
  for (const src of [car.primary_image_url, ...car.images]) {
    if (!src) continue;
    const url = feedPhotoUrl(src, site);
    if (url && !urls.includes(url)) urls.push(url);
    if (urls.length === max) break;
  }
  return urls;
}

/** Whether the car has any photo at all (to tell 'no photo' from 'no usable photo'). */
export function hasAnyPhoto(car: {
  primary_image_url: string;
  images: readonly string[];
}): boolean {
  return Boolean(car.primary_image_url) || car.images.some(Boolean);
}

// product rule 4.1: the one tag badge a car shows, by priority. Shared by listing cards and the detail page.
import type { Car } from './car.ts';
import type { CertifiedBadge, TenantFeatures } from '../tenant/tenant-config.ts';

/** product rule 9.1: a car is 'new' for this many days after it was listed. */
export const NEW_TAG_WINDOW_DAYS = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TagTone =
  | 'electric'
  | 'hybrid'
  | 'reserved'
  | 'certified'
  | 'red'
  | 'green'
  | 'coming-soon'
  | 'new'
  | 'sold';

export interface TagBadge {
  label: string;
  tone: TagTone;
  /** Badge image (certified pre-owned); `label` is its alt text. */
  image?: string;
}

/** Missing fields (a summary without sale fields) count as "not so". */
export type TagBadgeCar = Pick<Car, 'simple_fuel'> &
  Partial<Pick<Car, 'reserved' | 'certified' | 'tag' | 'status' | 'created_at' | 'sold'>>;

export interface TagBadgeSite {
  features: Pick<TenantFeatures, 'electric_hybrid_tags' | 'green_tags'>;
  certified_badge?: CertifiedBadge;
}

/** Listed less than NEW_TAG_WINDOW_DAYS ago; an unreadable date is never new. */
export function isNewListing(createdAt: string | undefined, now: Date): boolean {
  if (!createdAt) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created < NEW_TAG_WINDOW_DAYS * DAY_MS;
}

function isGreenTag(tag: string, greenTags: readonly string[]): boolean {
  const key = tag.trim().toLowerCase();
  return greenTags.some((green) => green.trim().toLowerCase() === key);
}

/**
 * product rule 4.1 priority: Electric or Hybrid (when the site enables them), Reserved, certified
 * pre-owned image (sites with a certified badge), custom tag (red, or green for the site's
 * green tags), COMING SOON, New (within NEW_TAG_WINDOW_DAYS of `now`), else Sold; null when none.
 */
export function tagBadge(car: TagBadgeCar, site: TagBadgeSite, now: Date): TagBadge | null {
  if (site.features.electric_hybrid_tags) {
    if (car.simple_fuel === 'Electric') return { label: 'Electric', tone: 'electric' };
    if (car.simple_fuel === 'Hybrid' || car.simple_fuel === 'Plug-in Hybrid') {
      return { label: 'Hybrid', tone: 'hybrid' };
    }
  }
  if (car.reserved) return { label: 'Reserved', tone: 'reserved' };
  if (car.certified && site.certified_badge) {
    return { label: site.certified_badge.alt, tone: 'certified', image: site.certified_badge.src };
  }
  const tag = car.tag?.trim();
  if (tag) return { label: tag, tone: isGreenTag(tag, site.features.green_tags) ? 'green' : 'red' };
  if (car.status === 'coming_soon') return { label: 'COMING SOON', tone: 'coming-soon' };
  if (isNewListing(car.created_at, now)) return { label: 'New', tone: 'new' };
  if (car.sold || car.status === 'sold') return { label: 'Sold', tone: 'sold' };
  return null;
}

// How a car is addressed (product rule 2.2: url is `/cars/{slug}`); the seed and the importer
// both derive it when a feed leaves it out. The car's title is `carTitle` (product rule 9.13).
import { slugify } from '../format/slugify.ts';

interface CarSlugParts {
  year: number;
  make: string;
  model: string;
  badge: string;
  stocknum: string;
}

/**
 * Unique per dealer through the stock number. Every part is spelled out even where the title
 * names it once ('2020-hyundai-tucson-tucson-…'): a car's address never changes with how its
 * title reads, so links already shared keep working.
 */
export function carSlug({ year, make, model, badge, stocknum }: CarSlugParts): string {
  return slugify([year, make, model, badge, stocknum].filter((part) => part !== '').join(' '));
}

export function carUrl(slug: string): string {
  return `/cars/${slug}`;
}

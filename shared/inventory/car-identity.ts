// How a car is named and addressed (product rule 2.2: url is `/cars/{slug}`); the seed and
// the importer both derive these when a feed leaves them out.
import { slugify } from '../format/slugify.ts';

interface CarNameParts {
  year: number;
  make: string;
  model: string;
  badge: string;
}

export function carName({ year, make, model, badge }: CarNameParts): string {
  return [year, make, model, badge].filter((part) => part !== '').join(' ');
}

/** Unique per dealer through the stock number. */
export function carSlug(parts: CarNameParts & { stocknum: string }): string {
  return slugify(`${carName(parts)} ${parts.stocknum}`);
}

export function carUrl(slug: string): string {
  return `/cars/${slug}`;
}

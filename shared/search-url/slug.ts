import { BODY_TYPES, type BodyType } from '../inventory/car.ts';

/**
 * A path segment for a facet value: accents dropped, '&' read as 'and', lower case, every
 * other run of non-alphanumerics one '-', no '-' at either end (the location slug rule,
 * spec 2). 'Land Rover' -> 'land-rover', 'Mercedes-Benz' -> 'mercedes-benz', 'CX-5' -> 'cx-5'.
 * '' when nothing is left: such a value has no friendly path.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a slug may look like in a listing path: anything else is an unknown segment. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Body type -> its /search/{body} segment: 'cabChassis' -> 'cab-chassis', 'suv' -> 'suv'. */
export function bodySlug(body: BodyType): string {
  return body.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const BODY_BY_SLUG = new Map<string, BodyType>(BODY_TYPES.map((body) => [bodySlug(body), body]));

/** The body type a /search/{body} segment names, or undefined. */
export function bodyFromSlug(slug: string): BodyType | undefined {
  return BODY_BY_SLUG.get(slug);
}

export function isBodyType(value: string): value is BodyType {
  return (BODY_TYPES as readonly string[]).includes(value);
}

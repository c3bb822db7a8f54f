import { BODY_TYPES, type BodyType } from '../inventory/body-types.ts';

/** A path segment for a facet value ('' when nothing is left: no friendly path). */
export { slugify } from '../format/slugify.ts';

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

// Path syntax shared by parsing and building: what counts as the same path.

/** Longer than any path or query this site writes; longer input is refused, not parsed. */
export const MAX_URL_LENGTH = 2048;

// Segments are slugs: no '%' escapes (so no encoded '/'), no '.' (so no '..'), no empty ones.
const NORMAL_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/**
 * The key a path is matched by: lower case, one trailing '/' ignored, so `/search/Mazda/`
 * finds `/search/mazda` and `/search/new-used-and-demo-cars` finds the listing path. The
 * server redirects such spellings to the written form (listingUrl). Undefined when the path
 * cannot be a listing path at all.
 */
export function normalListingPath(path: string): string | undefined {
  if (path.length > MAX_URL_LENGTH) return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const lower = trimmed.toLowerCase();
  return NORMAL_PATH.test(lower) ? lower : undefined;
}

/** `/search/{segments...}` */
export function searchPath(...segments: string[]): string {
  return `/search/${segments.join('/')}`;
}

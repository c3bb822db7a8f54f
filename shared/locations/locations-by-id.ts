import type { Location } from '../tenant/tenant-config.ts';

/** The site's locations with these ids, in the ids' order (loaders send ids, pages look them up). */
export function locationsById(locations: readonly Location[], ids: readonly number[]): Location[] {
  return ids.flatMap((id) => locations.find((location) => location.id === id) ?? []);
}

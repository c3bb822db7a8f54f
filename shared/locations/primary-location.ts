import type { Location } from '../tenant/tenant-config.ts';

/** The site's main location: the visible one marked primary, else the first visible, else the first. */
export function primaryLocation(locations: readonly Location[]): Location | undefined {
  const visible = locations.filter((location) => location.visible !== false);
  return visible.find((location) => location.primary) ?? visible[0] ?? locations[0];
}

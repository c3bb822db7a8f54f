import type { FuzzTarget } from './fuzz-target.ts';
import { jsonTargets, type JsonFuzzSite } from './json-targets.ts';
import { pageTargets } from './page-targets.ts';

/** What the targets are built from; filled by fuzz-platform.ts once the app is up. */
export interface FuzzContext {
  jsonSites: JsonFuzzSite[];
  /** Demo slug -> real car page paths (their lead forms and reserve pages). */
  carPaths: Record<string, string[]>;
}

/** Every fuzz target: `npm test` runs a few cases of each, `npm run fuzz` many. */
export function allTargets(context: FuzzContext): FuzzTarget[] {
  const slugs = context.jsonSites.map((site) => site.host.replace(/\.localhost$/, ''));
  return [...jsonTargets(context.jsonSites), ...pageTargets(slugs, context.carPaths)];
}

import type { FuzzTarget } from './fuzz-target.ts';
import { jsonTargets, type JsonFuzzSite } from './json-targets.ts';

/** What the targets are built from; filled by fuzz-platform.ts once the app is up. */
export interface FuzzContext {
  jsonSites: JsonFuzzSite[];
}

/** Every fuzz target: `npm test` runs a few cases of each, `npm run fuzz` many. */
export function allTargets(context: FuzzContext): FuzzTarget[] {
  return [...jsonTargets(context.jsonSites)];
}

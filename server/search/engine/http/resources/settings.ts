import { accepted, ok } from '../responses.ts';
import { asObject } from '../params.ts';
import type { RouteHandler, RouteMethods } from '../route-context.ts';

/** Settings sub-routes: path segment, settings key, and the verb that updates it. */
export const SETTING_ROUTES: ReadonlyArray<readonly [string, string, 'PUT' | 'PATCH']> = [
  ['filterable-attributes', 'filterableAttributes', 'PUT'],
  ['sortable-attributes', 'sortableAttributes', 'PUT'],
  ['searchable-attributes', 'searchableAttributes', 'PUT'],
  ['displayed-attributes', 'displayedAttributes', 'PUT'],
  ['ranking-rules', 'rankingRules', 'PUT'],
  ['synonyms', 'synonyms', 'PUT'],
  ['stop-words', 'stopWords', 'PUT'],
  ['distinct-attribute', 'distinctAttribute', 'PUT'],
  ['typo-tolerance', 'typoTolerance', 'PATCH'],
  ['pagination', 'pagination', 'PATCH'],
  ['faceting', 'faceting', 'PATCH'],
  ['non-separator-tokens', 'nonSeparatorTokens', 'PUT'],
  ['separator-tokens', 'separatorTokens', 'PUT'],
  ['dictionary', 'dictionary', 'PUT'],
  ['proximity-precision', 'proximityPrecision', 'PUT'],
  ['search-cutoff-ms', 'searchCutoffMs', 'PUT'],
  ['facet-search', 'facetSearch', 'PUT'],
  ['prefix-search', 'prefixSearch', 'PUT'],
  // Unsupported: they answer their empty value and refuse any other (index/unsupported-settings.ts).
  ['embedders', 'embedders', 'PATCH'],
  ['localized-attributes', 'localizedAttributes', 'PUT'],
];

export const getSettings: RouteHandler = async ({ engine, uid }) =>
  ok(await engine.getSettings(uid));

export const updateSettings: RouteHandler = async ({ engine, uid, json }) =>
  accepted(await engine.updateSettings(uid, asObject(await json(), 'bad_request')));

export const resetSettings: RouteHandler = async ({ engine, uid }) =>
  accepted(await engine.resetSettings(uid));

/** `GET`, the updating verb and `DELETE` of one setting's own route. */
export function oneSettingMethods(key: string, verb: 'PUT' | 'PATCH'): RouteMethods {
  return {
    GET: async ({ engine, uid }) => {
      const settings = (await engine.getSettings(uid)) as Record<string, unknown>;
      return ok(settings[key] ?? null);
    },
    [verb]: (async ({ engine, uid, json }) =>
      accepted(await engine.updateSettings(uid, { [key]: await json() }))) satisfies RouteHandler,
    DELETE: async ({ engine, uid }) => accepted(await engine.resetSettings(uid, [key])),
  };
}

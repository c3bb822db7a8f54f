import { errors } from '../errors.ts';

/**
 * Every top-level key of Meilisearch's settings object, in its order: an
 * unknown key is refused with this list, as Meilisearch refuses it.
 */
export const MEILISEARCH_SETTING_KEYS = [
  'displayedAttributes',
  'searchableAttributes',
  'filterableAttributes',
  'sortableAttributes',
  'rankingRules',
  'stopWords',
  'nonSeparatorTokens',
  'separatorTokens',
  'dictionary',
  'synonyms',
  'distinctAttribute',
  'proximityPrecision',
  'typoTolerance',
  'faceting',
  'pagination',
  'embedders',
  'searchCutoffMs',
  'localizedAttributes',
  'facetSearch',
  'prefixSearch',
  'chat',
] as const;

/**
 * Settings Meilisearch has and this engine does not implement. Each accepts
 * only the value meaning "none" (so a settings object read from an index can
 * be written back); anything else is answered with the setting's own
 * `invalid_settings_*` error instead of being silently ignored.
 */
const UNSUPPORTED: Record<
  string,
  { code: string; none: (value: unknown) => boolean; what: string }
> = {
  embedders: {
    code: 'invalid_settings_embedders',
    none: (value) => isEmptyObject(value),
    what: 'embedders (semantic and hybrid search) are not supported by this engine; only `{}` or `null` is accepted',
  },
  localizedAttributes: {
    code: 'invalid_settings_localized_attributes',
    none: (value) => Array.isArray(value) && value.length === 0,
    what: 'localized attributes are not supported by this engine; only `[]` or `null` is accepted',
  },
  chat: {
    code: 'invalid_settings_index_chat',
    none: () => false,
    what: 'chat settings are not supported by this engine; only `null` is accepted',
  },
};

export function isUnsupportedSetting(key: string): boolean {
  return key in UNSUPPORTED;
}

/** Throws the setting's error unless `value` means "none" (null always does). */
export function checkUnsupportedSetting(key: string, value: unknown): void {
  const setting = UNSUPPORTED[key];
  if (!setting || value === null || value === undefined || setting.none(value)) return;
  throw errors.invalidValue(setting.code, `.${key}`, setting.what);
}

function isEmptyObject(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
  );
}

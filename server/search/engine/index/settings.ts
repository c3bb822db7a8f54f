import { errors } from '../errors.ts';
import type { IndexSettings, SettingsUpdate } from '../types.ts';
import { parseFilterableAttributes } from './filterable-attributes-setting.ts';
import {
  booleanValue,
  objectOf,
  oneOf,
  positiveInteger,
  sortedStringSet,
  stringArray,
  unknownField,
} from './setting-values.ts';
import { applyTypoTolerance, defaultTypoTolerance } from './typo-tolerance-setting.ts';
import {
  checkUnsupportedSetting,
  isUnsupportedSetting,
  MEILISEARCH_SETTING_KEYS,
} from './unsupported-settings.ts';

export const BUILT_IN_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

/** Meilisearch's defaults for a new index, in the order its GET lists them. */
export function defaultSettings(): IndexSettings {
  return {
    displayedAttributes: ['*'],
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...BUILT_IN_RULES],
    stopWords: [],
    nonSeparatorTokens: [],
    separatorTokens: [],
    dictionary: [],
    synonyms: {},
    distinctAttribute: null,
    proximityPrecision: 'byWord',
    typoTolerance: defaultTypoTolerance(),
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
    pagination: { maxTotalHits: 1000 },
    embedders: {},
    searchCutoffMs: null,
    localizedAttributes: null,
    facetSearch: true,
    prefixSearch: 'indexingTime',
  };
}

export const SETTING_KEYS = Object.keys(defaultSettings()) as Array<keyof IndexSettings>;

const CODES: Record<keyof IndexSettings, string> = {
  displayedAttributes: 'invalid_settings_displayed_attributes',
  searchableAttributes: 'invalid_settings_searchable_attributes',
  filterableAttributes: 'invalid_settings_filterable_attributes',
  sortableAttributes: 'invalid_settings_sortable_attributes',
  rankingRules: 'invalid_settings_ranking_rules',
  stopWords: 'invalid_settings_stop_words',
  nonSeparatorTokens: 'invalid_settings_non_separator_tokens',
  separatorTokens: 'invalid_settings_separator_tokens',
  dictionary: 'invalid_settings_dictionary',
  synonyms: 'invalid_settings_synonyms',
  distinctAttribute: 'invalid_settings_distinct_attribute',
  proximityPrecision: 'invalid_settings_proximity_precision',
  typoTolerance: 'invalid_settings_typo_tolerance',
  faceting: 'invalid_settings_faceting',
  pagination: 'invalid_settings_pagination',
  embedders: 'invalid_settings_embedders',
  searchCutoffMs: 'invalid_settings_search_cutoff_ms',
  localizedAttributes: 'invalid_settings_localized_attributes',
  facetSearch: 'invalid_settings_facet_search',
  prefixSearch: 'invalid_settings_prefix_search',
};

const CUSTOM_RULE = /^(.+):(asc|desc)$/;

/** A ranking rule `attr:asc|desc`, or null for a built-in one. */
export function parseCustomRule(rule: string): { attribute: string; desc: boolean } | null {
  const match = CUSTOM_RULE.exec(rule);
  return match ? { attribute: match[1]!, desc: match[2] === 'desc' } : null;
}

/**
 * Validates a settings update (Meilisearch rejects it with a 400 before
 * enqueueing) and returns it applied to `current`. Nested objects merge
 * (PATCH), arrays replace, `null` resets to the default.
 */
export function applySettingsUpdate(current: IndexSettings, update: unknown): IndexSettings {
  if (update === null || typeof update !== 'object' || Array.isArray(update)) {
    throw errors.badRequest(
      `Invalid value type: expected an object, but found ${JSON.stringify(update)}`,
    );
  }
  const next = structuredClone(current);
  const defaults = defaultSettings();
  for (const [key, value] of Object.entries(update as SettingsUpdate)) {
    const known = (SETTING_KEYS as string[]).includes(key);
    if (!known && !isUnsupportedSetting(key)) {
      throw errors.badRequest(
        `Unknown field \`${key}\`: expected one of ${MEILISEARCH_SETTING_KEYS.map((k) => `\`${k}\``).join(', ')}`,
      );
    }
    checkUnsupportedSetting(key, value);
    // `chat` is not kept at all: only its "none" value gets past the check.
    if (!known || value === undefined) continue;
    const name = key as keyof IndexSettings;
    if (value === null) {
      (next as unknown as Record<string, unknown>)[name] = defaults[name];
      continue;
    }
    applyOne(next, name, value);
  }
  return next;
}

function applyOne(next: IndexSettings, name: keyof IndexSettings, value: unknown): void {
  const code = CODES[name];
  const path = `.${name}`;
  switch (name) {
    case 'displayedAttributes':
    case 'searchableAttributes':
    case 'sortableAttributes':
    case 'stopWords':
      next[name] = [...new Set(stringArray(value, code, path))];
      return;
    case 'filterableAttributes':
      next.filterableAttributes = parseFilterableAttributes(value, path);
      return;
    case 'nonSeparatorTokens':
    case 'separatorTokens':
    case 'dictionary':
      next[name] = sortedStringSet(value, code, path);
      return;
    case 'proximityPrecision':
      next.proximityPrecision = oneOf(value, ['byWord', 'byAttribute'] as const, code, path);
      return;
    case 'prefixSearch':
      next.prefixSearch = oneOf(value, ['indexingTime', 'disabled'] as const, code, path);
      return;
    case 'facetSearch':
      next.facetSearch = booleanValue(value, code, path);
      return;
    case 'searchCutoffMs':
      next.searchCutoffMs = positiveInteger(value, code, path);
      return;
    case 'embedders':
    case 'localizedAttributes':
      // Only their "none" value gets here (checkUnsupportedSetting).
      return;
    case 'rankingRules': {
      const rules = stringArray(value, code, path);
      rules.forEach((rule, i) => {
        if (!BUILT_IN_RULES.includes(rule) && parseCustomRule(rule) === null) {
          throw errors.invalidValue(
            code,
            `${path}[${i}]`,
            `\`${rule}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`,
          );
        }
      });
      next.rankingRules = rules;
      return;
    }
    case 'synonyms': {
      const map = objectOf(value, code, path);
      const synonyms: Record<string, string[]> = {};
      for (const [word, list] of Object.entries(map)) {
        synonyms[word] = stringArray(list, code, `${path}.${word}`);
      }
      next.synonyms = synonyms;
      return;
    }
    case 'distinctAttribute':
      if (typeof value !== 'string') throw errors.invalidType(code, path, 'a string', value);
      next.distinctAttribute = value;
      return;
    case 'typoTolerance':
      applyTypoTolerance(next.typoTolerance, value);
      return;
    case 'faceting': {
      const faceting = objectOf(value, code, path);
      for (const [field, setting] of Object.entries(faceting)) {
        if (field === 'maxValuesPerFacet') {
          if (setting === null) next.faceting.maxValuesPerFacet = 100;
          else next.faceting.maxValuesPerFacet = positiveInteger(setting, code, `${path}.${field}`);
        } else if (field === 'sortFacetValuesBy') {
          if (setting === null) {
            next.faceting.sortFacetValuesBy = { '*': 'alpha' };
            continue;
          }
          const orders = objectOf(setting, code, `${path}.${field}`);
          const merged: Record<string, 'alpha' | 'count'> = { '*': 'alpha' };
          for (const [facet, order] of Object.entries(orders)) {
            if (order !== 'alpha' && order !== 'count') {
              throw errors.invalidValue(
                code,
                `${path}.${field}.${facet}`,
                `Unknown value \`${String(order)}\`: expected one of \`alpha\`, \`count\``,
              );
            }
            merged[facet] = order;
          }
          next.faceting.sortFacetValuesBy = merged;
        } else {
          throw unknownField(code, `${path}`, field, ['maxValuesPerFacet', 'sortFacetValuesBy']);
        }
      }
      return;
    }
    case 'pagination': {
      const pagination = objectOf(value, code, path);
      for (const [field, setting] of Object.entries(pagination)) {
        if (field !== 'maxTotalHits') throw unknownField(code, path, field, ['maxTotalHits']);
        next.pagination.maxTotalHits =
          setting === null ? 1000 : positiveInteger(setting, code, `${path}.${field}`, 1);
      }
      return;
    }
  }
}

/** Which derived structures a settings change invalidates. */
export function settingsImpact(before: IndexSettings, after: IndexSettings) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    text:
      !same(before.searchableAttributes, after.searchableAttributes) ||
      !same(before.typoTolerance, after.typoTolerance) ||
      !same(before.synonyms, after.synonyms) ||
      !same(before.separatorTokens, after.separatorTokens) ||
      !same(before.nonSeparatorTokens, after.nonSeparatorTokens) ||
      !same(before.dictionary, after.dictionary) ||
      before.proximityPrecision !== after.proximityPrecision ||
      before.prefixSearch !== after.prefixSearch,
    facets:
      !same(before.filterableAttributes, after.filterableAttributes) ||
      before.distinctAttribute !== after.distinctAttribute,
    sort:
      !same(before.sortableAttributes, after.sortableAttributes) ||
      !same(before.rankingRules, after.rankingRules),
  };
}

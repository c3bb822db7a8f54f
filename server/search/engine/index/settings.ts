import type { SearchError } from '../search-error.ts';
import { errors } from '../errors.ts';
import type { IndexSettings, SettingsUpdate } from '../types.ts';

export const BUILT_IN_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'];

/** Meilisearch's defaults for a new index. */
export function defaultSettings(): IndexSettings {
  return {
    displayedAttributes: ['*'],
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...BUILT_IN_RULES],
    stopWords: [],
    synonyms: {},
    distinctAttribute: null,
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnWords: [],
      disableOnAttributes: [],
    },
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
    pagination: { maxTotalHits: 1000 },
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
  synonyms: 'invalid_settings_synonyms',
  distinctAttribute: 'invalid_settings_distinct_attribute',
  typoTolerance: 'invalid_settings_typo_tolerance',
  faceting: 'invalid_settings_faceting',
  pagination: 'invalid_settings_pagination',
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
    if (!(SETTING_KEYS as string[]).includes(key)) {
      throw errors.badRequest(
        `Unknown field \`${key}\`: expected one of ${SETTING_KEYS.map((k) => `\`${k}\``).join(', ')}`,
      );
    }
    const name = key as keyof IndexSettings;
    if (value === undefined) continue;
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
    case 'filterableAttributes':
    case 'sortableAttributes':
    case 'stopWords':
      next[name] = [...new Set(stringArray(value, code, path))];
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
      applyTypoTolerance(next, objectOf(value, code, path), code);
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

function applyTypoTolerance(
  next: IndexSettings,
  value: Record<string, unknown>,
  code: string,
): void {
  const path = '.typoTolerance';
  const typo = next.typoTolerance;
  const allowed = ['enabled', 'minWordSizeForTypos', 'disableOnWords', 'disableOnAttributes'];
  for (const [field, setting] of Object.entries(value)) {
    const at = `${path}.${field}`;
    if (field === 'enabled') {
      if (setting === null) typo.enabled = true;
      else if (typeof setting !== 'boolean')
        throw errors.invalidType(code, at, 'a boolean', setting);
      else typo.enabled = setting;
    } else if (field === 'disableOnWords' || field === 'disableOnAttributes') {
      typo[field] = setting === null ? [] : [...new Set(stringArray(setting, code, at))];
    } else if (field === 'minWordSizeForTypos') {
      if (setting === null) {
        typo.minWordSizeForTypos = { oneTypo: 5, twoTypos: 9 };
        continue;
      }
      const sizes = objectOf(setting, code, at);
      for (const [size, n] of Object.entries(sizes)) {
        if (size !== 'oneTypo' && size !== 'twoTypos') {
          throw unknownField(code, at, size, ['oneTypo', 'twoTypos']);
        }
        typo.minWordSizeForTypos[size] =
          n === null ? (size === 'oneTypo' ? 5 : 9) : positiveInteger(n, code, `${at}.${size}`);
      }
      const { oneTypo, twoTypos } = typo.minWordSizeForTypos;
      if (oneTypo > 255 || twoTypos > 255 || twoTypos < oneTypo) {
        throw errors.invalidValue(
          code,
          at,
          `\`minWordSizeForTypos\` setting is invalid. \`oneTypo\` and \`twoTypos\` fields should be between \`0\` and \`255\`, and \`twoTypos\` should be greater or equals to \`oneTypo\` but found \`oneTypo: ${oneTypo}\` and twoTypos: ${twoTypos}\`.`,
        );
      }
    } else {
      throw unknownField(code, path, field, allowed);
    }
  }
}

function unknownField(code: string, path: string, field: string, expected: string[]): SearchError {
  return errors.invalidValue(
    code,
    path,
    `Unknown field \`${field}\`: expected one of ${expected.map((name) => `\`${name}\``).join(', ')}`,
  );
}

function stringArray(value: unknown, code: string, path: string): string[] {
  if (!Array.isArray(value)) throw errors.invalidType(code, path, 'an array', value);
  value.forEach((item, i) => {
    if (typeof item !== 'string') throw errors.invalidType(code, `${path}[${i}]`, 'a string', item);
  });
  return value as string[];
}

function objectOf(value: unknown, code: string, path: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw errors.invalidType(code, path, 'an object', value);
  }
  return value as Record<string, unknown>;
}

function positiveInteger(value: unknown, code: string, path: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw errors.invalidType(code, path, 'a positive integer', value);
  }
  return value;
}

/** Which derived structures a settings change invalidates. */
export function settingsImpact(before: IndexSettings, after: IndexSettings) {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return {
    text:
      !same(before.searchableAttributes, after.searchableAttributes) ||
      !same(before.typoTolerance, after.typoTolerance) ||
      !same(before.synonyms, after.synonyms),
    facets:
      !same(before.filterableAttributes, after.filterableAttributes) ||
      before.distinctAttribute !== after.distinctAttribute,
    sort:
      !same(before.sortableAttributes, after.sortableAttributes) ||
      !same(before.rankingRules, after.rankingRules),
  };
}

import { DocSet } from './doc-set.ts';
import { createFacetIndex, type FacetIndex } from '../facets/facet-index.ts';
import { createTextIndex, type TextIndex } from '../text/text-index.ts';
import { filterableAttributeNames } from '../filter/filterable-rules.ts';
import { defaultSettings, parseCustomRule, settingsImpact } from './settings.ts';
import { SortColumn } from '../rank/sort-columns.ts';
import { GeoPoints } from './geo-points.ts';
import { isGeoEnabled, readGeoPoint } from './geo-point.ts';
import type { IndexInfo, IndexSettings } from '../types.ts';

export type Doc = Record<string, unknown>;

/**
 * One index: documents in a Map by primary key with dense internal ids, and
 * the structures derived from them under the current settings (text index,
 * filter/facet sets, sort columns). Ids are never reused, so a placeholder
 * search lists documents in the order they were first added.
 */
export class IndexStore {
  /** Changes only when an index swap trades two stores. */
  uid: string;
  primaryKey: string | null;
  readonly createdAt: string;
  updatedAt: string;
  settings: IndexSettings = defaultSettings();
  /** Document key → internal id; see `mapKey` for how keys are held. */
  readonly #idsByKey = new Map<string | number, number>();
  readonly docs: (Doc | undefined)[] = [];
  readonly live = DocSet.empty();
  text!: TextIndex;
  facets!: FacetIndex;
  sortColumns = new Map<string, SortColumn>();
  /** Coordinates while `_geo` is filterable or sortable. */
  geo: GeoPoints | null = null;

  constructor(uid: string, primaryKey: string | null, now: string) {
    this.uid = uid;
    this.primaryKey = primaryKey;
    this.createdAt = now;
    this.updatedAt = now;
    this.#rebuild({ text: true, facets: true, sort: true });
  }

  info(): IndexInfo {
    const { uid, primaryKey, createdAt, updatedAt } = this;
    return { uid, primaryKey, createdAt, updatedAt };
  }

  get size(): number {
    return this.#idsByKey.size;
  }

  getByKey(key: string): Doc | undefined {
    const id = this.idOf(key);
    return id === undefined ? undefined : this.docs[id];
  }

  /** The internal id of the document with this key, if there is one. */
  idOf(key: string): number | undefined {
    return this.#idsByKey.get(mapKey(key));
  }

  put(key: string, doc: Doc): void {
    let id = this.#idsByKey.get(mapKey(key));
    if (id === undefined) {
      id = this.docs.length;
      this.#idsByKey.set(mapKey(key), id);
      this.docs.push(doc);
    } else {
      const old = this.docs[id];
      if (old) this.facets.remove(id, old);
      this.docs[id] = doc;
    }
    this.live.add(id);
    this.text.add(id, doc);
    this.facets.add(id, doc);
    for (const column of this.sortColumns.values()) column.set(id, doc);
    this.geo?.set(id, doc);
  }

  /** Throws Meilisearch's `invalid_document_geo_field` error for a bad `_geo` while it is read. */
  checkGeo(key: string, doc: Doc): void {
    // `geo` exists exactly while `_geo` is filterable or sortable (applySettings).
    if (this.geo !== null) readGeoPoint(doc, key, this.uid);
  }

  delete(key: string): boolean {
    const id = this.#idsByKey.get(mapKey(key));
    if (id === undefined) return false;
    const doc = this.docs[id];
    this.#idsByKey.delete(mapKey(key));
    this.docs[id] = undefined;
    this.live.delete(id);
    this.text.remove(id);
    if (doc) this.facets.remove(id, doc);
    for (const column of this.sortColumns.values()) column.clear(id);
    this.geo?.clear(id);
    return true;
  }

  clear(): number {
    const count = this.size;
    for (const key of [...this.#idsByKey.keys()]) this.delete(String(key));
    return count;
  }

  applySettings(next: IndexSettings): void {
    const impact = settingsImpact(this.settings, next);
    // Making `_geo` filterable or sortable fails the update if a document's `_geo` is invalid.
    if (isGeoEnabled(next) && !isGeoEnabled(this.settings)) {
      for (const [, doc] of this.entries())
        readGeoPoint(doc, String(doc[this.primaryKey!]), this.uid);
    }
    this.settings = next;
    this.#rebuild(impact);
  }

  /**
   * Builds what searches read and writes left stale (sorted words and facet
   * values, range structures, sort ranks). The engine calls it once writes
   * pause, so the first search after an import costs what any other does;
   * reads also work without it, settling what they need first.
   */
  settle(): void {
    this.text.settle();
    this.facets.settle();
    for (const column of this.sortColumns.values()) column.settle();
  }

  /** Attributes with a sort column: sortable ones and those of custom ranking rules. */
  sortAttributes(): string[] {
    const custom = this.settings.rankingRules.flatMap((rule) => {
      const parsed = parseCustomRule(rule);
      return parsed ? [parsed.attribute] : [];
    });
    return [...new Set([...this.settings.sortableAttributes, ...custom])];
  }

  *entries(): Generator<[number, Doc]> {
    for (const id of this.live) yield [id, this.docs[id]!];
  }

  #rebuild(impact: { text: boolean; facets: boolean; sort: boolean }): void {
    const settings = this.settings;
    if (impact.text) {
      this.text = createTextIndex({
        searchableAttributes: settings.searchableAttributes,
        typoTolerance: {
          enabled: settings.typoTolerance.enabled,
          minWordSizeForTypos: { ...settings.typoTolerance.minWordSizeForTypos },
          disableOnAttributes: settings.typoTolerance.disableOnAttributes,
          disableOnWords: settings.typoTolerance.disableOnWords,
          disableOnNumbers: settings.typoTolerance.disableOnNumbers,
        },
        synonyms: settings.synonyms,
        tokenizer: {
          separatorTokens: settings.separatorTokens,
          nonSeparatorTokens: settings.nonSeparatorTokens,
          dictionary: settings.dictionary,
        },
        prefixSearch: settings.prefixSearch !== 'disabled',
        proximityByAttribute: settings.proximityPrecision === 'byAttribute',
      });
    }
    if (impact.facets) {
      // The distinct attribute needs its value sets even when it is not filterable.
      const distinct = settings.distinctAttribute === null ? [] : [settings.distinctAttribute];
      this.facets = createFacetIndex(
        [...filterableAttributeNames(settings.filterableAttributes), ...distinct],
        () => this.geo,
      );
    }
    const geo = isGeoEnabled(settings) ? (this.geo ?? new GeoPoints()) : null;
    const fillGeo = geo !== null && geo !== this.geo;
    this.geo = geo;
    if (impact.sort) {
      this.sortColumns = new Map(this.sortAttributes().map((name) => [name, new SortColumn(name)]));
    }
    for (const [id, doc] of this.entries()) {
      if (impact.text) this.text.add(id, doc);
      if (impact.facets) this.facets.add(id, doc);
      if (impact.sort) for (const column of this.sortColumns.values()) column.set(id, doc);
      if (fillGeo) geo.set(id, doc);
    }
  }
}

/**
 * A key written as a small integer ("100231", the usual car id) is held as
 * that number: no string per document. Only canonical spellings convert, so
 * "007" and "7" stay two keys.
 */
function mapKey(key: string): string | number {
  if (key.length > 9 || key.length === 0) return key;
  const number = Number(key);
  return Number.isInteger(number) && number >= 0 && String(number) === key ? number : key;
}

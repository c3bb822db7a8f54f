import { SearchError } from '../search-error.ts';
import { isPathWithin } from '../text/collect-fields.ts';

export interface SearchOnSettings {
  readonly searchableAttributes: readonly string[];
  readonly displayedAttributes: readonly string[];
}

/**
 * `attributesToSearchOn` as a mask over the text index's field ids (1: the
 * field is searched), or undefined to search every searchable field (no
 * parameter, or `*` among the attributes). Every named attribute must be
 * searchable — with `searchableAttributes: ["*"]`, a field of some document —
 * otherwise Meilisearch's `invalid_search_attributes_to_search_on`, which lists
 * the searchable attributes that are also displayed.
 */
export function resolveSearchOnFields(
  attributes: readonly string[] | null,
  settings: SearchOnSettings,
  fieldPaths: readonly string[],
  indexUid: string,
): Uint8Array | undefined {
  if (attributes === null) return undefined;
  const searchesAll = settings.searchableAttributes.includes('*');
  for (const attribute of attributes) {
    if (attribute === '*') continue;
    const searchable = searchesAll
      ? fieldPaths.some((path) => isPathWithin(path, attribute))
      : settings.searchableAttributes.some((name) => isPathWithin(attribute, name));
    if (!searchable) {
      throw notSearchable(attribute, searchesAll ? fieldPaths : settings.searchableAttributes, {
        displayed: settings.displayedAttributes,
        indexUid,
      });
    }
  }
  if (attributes.includes('*')) return undefined;
  const fields = new Uint8Array(fieldPaths.length);
  fieldPaths.forEach((path, field) => {
    if (attributes.some((attribute) => isPathWithin(path, attribute))) fields[field] = 1;
  });
  return fields;
}

function notSearchable(
  attribute: string,
  searchable: readonly string[],
  options: { displayed: readonly string[]; indexUid: string },
): SearchError {
  const showsAll = options.displayed.includes('*');
  const names = [...new Set(searchable)].sort();
  const shown = names.filter(
    (name) => showsAll || options.displayed.some((field) => isPathWithin(name, field)),
  );
  const hidden = shown.length < names.length ? ', <..hidden-attributes>' : '';
  return new SearchError(
    'invalid_search_attributes_to_search_on',
    `Index \`${options.indexUid}\`: Attribute \`${attribute}\` is not searchable. Available searchable attributes are: \`${shown.join(', ')}${hidden}\`.`,
  );
}

import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import {
  ALL_MAKES_LABEL,
  REFINEMENT_LIST_LIMIT,
  SEARCHABLE_MAKES_FROM,
  SHOW_MORE_LABEL,
  sortMakes,
  splitPopularMakes,
} from '../../listing/facet-order.ts';
import { useListingEnhanced } from './listing-enhanced.tsx';
import { isPlainClick, refineAfterClick } from './plain-click.ts';

export interface FacetTilesProps {
  /** A list facet of the cars index (server/search/cars-index.server.ts). */
  attribute: string;
  /** How many values the search lists (listing-facet-widgets.ts). */
  limit: number;
  title: string;
  /** A tile's link: the listing URL with its value toggled (listing-refinement-urls.ts). */
  hrefOf(value: string): string;
  /** Display text of a value (body type labels, car type names); the value itself otherwise. */
  labelOf?: (value: string) => string;
  imageOf?: (value: string) => string | undefined;
  /**
   * How a selected value is taken off, where that is more than un-ticking it (a make takes
   * its models along): the link and the in-page action.
   */
  unselect?: { href(value: string): string; apply(value: string): void };
}

type FacetItem = { value: string; label: string; count: number; isRefined: boolean };

interface Groups {
  first: FacetItem[];
  /** Behind the expander; empty when there is nothing more. */
  more: FacetItem[];
  moreLabel: string;
}

/** product rule 9.1: makes as popular makes then 'All Makes'; other facets 30 values then 'Show more'. */
function groupItems(attribute: string, items: FacetItem[]): Groups {
  if (attribute === 'make') {
    const { popular, more } = splitPopularMakes(
      items.map((item) => ({ ...item, name: item.value })),
    );
    return { first: popular, more, moreLabel: ALL_MAKES_LABEL };
  }
  return {
    first: items.slice(0, REFINEMENT_LIST_LIMIT),
    more: items.slice(REFINEMENT_LIST_LIMIT),
    moreLabel: SHOW_MORE_LABEL,
  };
}

/** Case and accents ignored: 'citroen' finds Citroën. */
function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * product rule 2.9: facet tiles: label, count and picture. Each tile is a real link to the URL with
 * that value toggled, so crawlers and shoppers without JavaScript can browse; with
 * JavaScript the click refines in place. Every value is in the HTML: the ones past the
 * first group sit in a <details> expander, which opens without JavaScript too. A long make
 * list gets a search field (once hydrated) that narrows the tiles already there.
 */
export function FacetTiles({
  attribute,
  limit,
  title,
  hrefOf,
  labelOf,
  imageOf,
  unselect,
}: FacetTilesProps) {
  const { items, refine } = useRefinementList({
    attribute,
    limit,
    operator: 'or',
  });
  const isEnhanced = useListingEnhanced();
  const [search, setSearch] = useState('');
  // Open when a value behind it is selected; after that the shopper's toggle decides, so
  // ticking and unticking a value in it never closes it under their finger.
  const [isMoreOpen, setMoreOpen] = useState<boolean | undefined>(undefined);
  if (items.length === 0) return null;
  const headingId = `facet-${attribute}`;
  const labelText = (item: FacetItem) => labelOf?.(item.value) ?? item.label;
  const renderTiles = (list: FacetItem[]) => (
    <ul className="facet-tiles">
      {list.map((item) => {
        const image = imageOf?.(item.value);
        const custom = item.isRefined ? unselect : undefined;
        return (
          <li key={item.value}>
            <a
              className="facet-tile"
              href={custom ? custom.href(item.value) : hrefOf(item.value)}
              aria-current={item.isRefined ? 'true' : undefined}
              rel="nofollow"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                refineAfterClick(() => (custom ? custom.apply(item.value) : refine(item.value)));
              }}
            >
              {image ? <img src={image} alt="" width={64} height={48} loading="lazy" /> : null}
              <span className="facet-tile__label">{labelText(item)}</span>
              <span className="facet-tile__count">{item.count}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
  const isSearchable = attribute === 'make' && items.length >= SEARCHABLE_MAKES_FROM;
  // The search narrows the tiles only while its field is there to show and clear it.
  const needle = isSearchable && isEnhanced ? searchKey(search.trim()) : '';
  const groups = groupItems(attribute, items);
  const found = needle
    ? sortMakes(items.map((item) => ({ ...item, name: item.value }))).filter((item) =>
        searchKey(labelText(item)).includes(needle),
      )
    : undefined;
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h2 id={headingId} className="facet__title">
        {title}
      </h2>
      {isSearchable && isEnhanced ? (
        <div className="facet__search">
          <label htmlFor={`${headingId}-search`}>Search {title.toLowerCase()}s</label>
          <input
            id={`${headingId}-search`}
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {found ? (
        found.length > 0 ? (
          renderTiles(found)
        ) : (
          <p className="facet__none" role="status">
            No {title.toLowerCase()} matches “{search.trim()}”.
          </p>
        )
      ) : (
        <>
          {renderTiles(groups.first)}
          {groups.more.length > 0 ? (
            <details
              className="facet__more"
              open={isMoreOpen ?? groups.more.some((item) => item.isRefined)}
              onToggle={(event) => setMoreOpen(event.currentTarget.open)}
            >
              <summary>
                {groups.moreLabel} <span className="facet__more-count">({groups.more.length})</span>
              </summary>
              {renderTiles(groups.more)}
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

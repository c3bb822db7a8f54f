import { useRefinementList } from 'react-instantsearch';
import {
  REFINEMENT_LIST_LIMIT,
  splitPopularMakes,
  ALL_MAKES_LABEL,
} from '../../listing/facet-order.ts';
import { isPlainClick } from './plain-click.ts';

export interface FacetTilesProps {
  /** A list facet of the cars index (server/search/cars-index.server.ts). */
  attribute: string;
  title: string;
  /** Display text of a value (body type labels, car type names); the value itself otherwise. */
  labelOf?: (value: string) => string;
  imageOf?: (value: string) => string | undefined;
}

type FacetItem = { value: string; label: string; count: number; isRefined: boolean };

/**
 * spec 2 facet tiles: label, count and picture. Each tile is a real link to the
 * URL with that value toggled, so crawlers and shoppers without JavaScript can
 * browse; with JavaScript the click refines in place.
 */
export function FacetTiles({ attribute, title, labelOf, imageOf }: FacetTilesProps) {
  const { items, refine, createURL } = useRefinementList({
    attribute,
    limit: REFINEMENT_LIST_LIMIT,
    operator: 'or',
  });
  if (items.length === 0) return null;
  const ordered = attribute === 'make' ? splitPopularMakes(items.map(asNamed)) : undefined;
  const renderTiles = (list: FacetItem[]) => (
    <ul className="facet-tiles">
      {list.map((item) => {
        const image = imageOf?.(item.value);
        return (
          <li key={item.value}>
            <a
              className="facet-tile"
              href={createURL(item.value)}
              aria-current={item.isRefined ? 'true' : undefined}
              rel="nofollow"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                refine(item.value);
              }}
            >
              {image ? <img src={image} alt="" width={64} height={48} loading="lazy" /> : null}
              <span className="facet-tile__label">{labelOf?.(item.value) ?? item.label}</span>
              <span className="facet-tile__count">{item.count}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
  const headingId = `facet-${attribute}`;
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h2 id={headingId} className="facet__title">
        {title}
      </h2>
      {ordered ? renderTiles(ordered.popular.map(fromNamed)) : renderTiles(items)}
      {ordered && ordered.more.length > 0 ? (
        <details className="facet__more">
          <summary>{ALL_MAKES_LABEL}</summary>
          {renderTiles(ordered.more.map(fromNamed))}
        </details>
      ) : null}
    </section>
  );
}

function asNamed(item: FacetItem): FacetItem & { name: string } {
  return { ...item, name: item.value };
}

function fromNamed({ name: _name, ...item }: FacetItem & { name: string }): FacetItem {
  return item;
}

import { useCurrentRefinements } from 'react-instantsearch';
import { refinementChipLabel } from '../../listing/chip-labels.ts';
import { ListingClearAll } from './listing-clear-all.tsx';
import type { ListingRefinementUrls } from './listing-refinement-urls.ts';
import { isPlainClick } from './plain-click.ts';

/** Every refinement the listing applies, one per chip. */
export function useActiveRefinements() {
  const { items, refine } = useCurrentRefinements();
  return { refinements: items.flatMap((item) => item.refinements), refine };
}

/**
 * Removable chips for every active refinement (labels of spec 9), in one row that scrolls
 * sideways on phones, ending with Clear all; each is a link without JavaScript.
 */
export function ListingChips({
  labelOf,
  urls,
}: {
  /** A display label for plain facet values; undefined falls back to the spec 9 chip labels. */
  labelOf?: (attribute: string, value: string) => string | undefined;
  urls: ListingRefinementUrls;
}) {
  const { refinements, refine } = useActiveRefinements();
  if (refinements.length === 0) return null;
  return (
    <div className="listing-chips">
      <ul className="listing-chips__list" aria-label="Active filters">
        {refinements.map((refinement) => {
          const value = String(refinement.value);
          const label =
            labelOf?.(refinement.attribute, value) ??
            refinementChipLabel({
              attribute: refinement.attribute,
              value: refinement.value,
              ...(refinement.operator === '>=' || refinement.operator === '<='
                ? { operator: refinement.operator }
                : {}),
            });
          return (
            <li key={`${refinement.attribute}:${refinement.operator ?? ''}:${value}`}>
              <a
                className="listing-chip"
                href={urls.without(refinement)}
                rel="nofollow"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  refine(refinement);
                }}
              >
                {label}
                <span className="visually-hidden"> (remove filter)</span>
                <span aria-hidden="true"> ×</span>
              </a>
            </li>
          );
        })}
      </ul>
      <ListingClearAll className="listing-chips__clear" href={urls.cleared} />
    </div>
  );
}

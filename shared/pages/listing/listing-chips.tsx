import { useCurrentRefinements } from 'react-instantsearch';
import { refinementChipLabel } from '../../listing/chip-labels.ts';

/** Removable chips for every active refinement (labels of spec 9); each is a link without JavaScript. */
export function ListingChips({
  labelOf,
}: {
  /** A display label for plain facet values; undefined falls back to the spec 9 chip labels. */
  labelOf?: (attribute: string, value: string) => string | undefined;
}) {
  const { items, refine, createURL } = useCurrentRefinements();
  const chips = items.flatMap((item) => item.refinements);
  if (chips.length === 0) return null;
  return (
    <ul className="listing-chips" aria-label="Active filters">
      {chips.map((refinement) => {
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
              href={createURL(refinement)}
              rel="nofollow"
              onClick={(event) => {
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
  );
}

import { refinementChipLabel } from '../../listing/chip-labels.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { bodyLabel, carTypeName } from './listing-facets.tsx';
import { ListingClearAll } from './listing-clear-all.tsx';
import type { ActiveRefinement, ListingRefinementUrls } from './listing-refinement-urls.ts';
import { isPlainClick } from './plain-click.ts';
import { focusResultsCount } from './listing-stats.tsx';
import { useActiveRefinements } from './use-active-refinements.ts';
import { useRemoveRefinement } from './use-remove-refinement.ts';

/** Every refinement the listing applies, one per chip. */

/** Chip text of a plain facet value where it is not the value itself; product rule 9.4 labels otherwise. */
export function chipLabelOf(site: SiteData) {
  const dealerships = new Map<string, string>([
    [site.dealership.slug, site.dealership.name],
    ...site.locations.map(
      (location) => [location.dealership_slug, location.dealership_name] as const,
    ),
  ]);
  return (refinement: ActiveRefinement): string => {
    const value = String(refinement.value);
    switch (refinement.attribute) {
      case 'car_type':
        return carTypeName(value);
      case 'simple_body':
        return bodyLabel(value);
      case 'dealership_slug':
        return dealerships.get(value) ?? value;
    }
    return refinementChipLabel({
      attribute: refinement.attribute,
      value: refinement.value,
      ...(refinement.operator === '>=' ||
      refinement.operator === '<=' ||
      refinement.operator === '='
        ? { operator: refinement.operator }
        : {}),
    });
  };
}

/**
 * Removable chips for every active refinement (labels of product rule 9.4), in one row that scrolls
 * sideways on phones, ending with Clear all; each is a link without JavaScript.
 */
export function ListingChips({ site, urls }: { site: SiteData; urls: ListingRefinementUrls }) {
  const { refinements } = useActiveRefinements();
  const remove = useRemoveRefinement();
  if (refinements.length === 0) return null;
  const labelOf = chipLabelOf(site);
  return (
    <div className="listing-chips">
      <ul className="listing-chips__list" aria-label="Active filters">
        {refinements.map((refinement) => (
          <li key={`${refinement.attribute}:${refinement.operator ?? ''}:${refinement.value}`}>
            <a
              className="listing-chip"
              href={urls.without(refinement)}
              rel="nofollow"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                // The chip goes: focus goes to the results count rather than the page's body.
                focusResultsCount();
                remove(refinement);
              }}
            >
              {labelOf(refinement)}
              <span className="visually-hidden"> (remove filter)</span>
              <span aria-hidden="true"> ×</span>
            </a>
          </li>
        ))}
      </ul>
      <ListingClearAll
        className="listing-chips__clear"
        href={urls.cleared}
        focusAfter={focusResultsCount}
        refinementCount={refinements.length}
      />
    </div>
  );
}

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { useListingEnhanced } from './listing-enhanced.tsx';
import type { HitCountSources } from './hit-count.ts';
import { useActiveRefinements } from './use-active-refinements.ts';
import { ListingClearAll } from './listing-clear-all.tsx';
import { DrawerControl } from './listing-drawer-control.tsx';
import { carCount } from './listing-stats.tsx';
import type { FilterDrawer } from './use-filter-drawer.ts';
import { useDisplayedHitCount } from './use-displayed-hit-count.ts';

/** The facets' section; the Filter control links to it without JavaScript. */
export const FILTERS_ID = 'listing-filters';
/** The results' section; the drawer's close controls lead back to it. */
export const RESULTS_ID = 'listing-results';

/** The phone layout's Filter button with the number of active filters (hidden beside the side column). */
export function ListingFilterButton({ drawer }: { drawer: FilterDrawer }) {
  const count = useActiveRefinements().refinements.length;
  return (
    <DrawerControl
      className="listing-filter-button"
      href={`#${FILTERS_ID}`}
      onClick={drawer.open}
      buttonRef={drawer.buttonRef}
      controls={{ id: FILTERS_ID, isExpanded: drawer.isOpen }}
    >
      <svg className="listing-filter-button__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 6h18M6 12h12M10 18h4" />
      </svg>
      Filter
      {count > 0 ? (
        <span className="listing-filter-button__count">
          <span className="visually-hidden">, </span>
          {count}
          <span className="visually-hidden"> active</span>
        </span>
      ) : null}
    </DrawerControl>
  );
}

/**
 * After the drawer closes on changed filters, the results' top comes into view (the
 * shopper may have opened it far down the previous results).
 */
function useResultsInViewAfterChange(isOpen: boolean) {
  const { indexUiState } = useInstantSearch();
  const filters = JSON.stringify(indexUiState);
  const latest = useRef(filters);
  latest.current = filters;
  const atOpen = useRef<string | null>(null);
  useEffect(() => {
    if (isOpen) {
      atOpen.current = latest.current;
      return;
    }
    const changed = atOpen.current !== null && atOpen.current !== latest.current;
    atOpen.current = null;
    const results = document.getElementById(RESULTS_ID);
    if (!changed || !results) return;
    const top = results.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 3) results.scrollIntoView({ block: 'start' });
  }, [isOpen]);
}

/**
 * The drawer's Clear all, always mounted, after the facets: its refinements are read once the
 * facets' widgets have registered theirs (read before them, a hydrated page counts none).
 */
function DrawerClearAll({ href, focusAfter }: { href: string; focusAfter(): void }) {
  const refinementCount = useActiveRefinements().refinements.length;
  return (
    <ListingClearAll
      className="listing-drawer__clear"
      href={href}
      focusAfter={focusAfter}
      refinementCount={refinementCount}
    />
  );
}

/**
 * The facets: a side column on wide screens; on phones a full-height modal drawer opened
 * by the Filter button (without JavaScript, the section the Filter link leads to).
 */
export function ListingFilterDrawer({
  drawer,
  hitCount,
  clearAllHref,
  children,
}: {
  drawer: FilterDrawer;
  hitCount: Pick<HitCountSources, 'source' | 'newStock'>;
  clearAllHref: string;
  children: ReactNode;
}) {
  const isEnhanced = useListingEnhanced();
  const titleId = useId();
  const count = useDisplayedHitCount(hitCount);
  useResultsInViewAfterChange(drawer.isOpen);
  const state = drawer.isOpen ? 'open' : 'closed';
  return (
    <aside
      id={FILTERS_ID}
      className="listing__facets"
      aria-labelledby={titleId}
      data-drawer={isEnhanced ? state : undefined}
    >
      <div
        ref={drawer.drawerRef}
        className="listing-drawer"
        onKeyDown={drawer.onKeyDown}
        {...(drawer.isOpen
          ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId }
          : {})}
      >
        <div className="listing-drawer__head">
          <h2 id={titleId} className="listing-drawer__title">
            Filters
          </h2>
          <DrawerControl
            className="listing-drawer__close"
            href={`#${RESULTS_ID}`}
            onClick={drawer.close}
            isAutofocus
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close filters</span>
          </DrawerControl>
        </div>
        <div className="listing-drawer__body">{children}</div>
        <div className="listing-drawer__foot">
          <DrawerClearAll
            href={clearAllHref}
            // It goes once used; focus stays in the dialog, on the button showing the results.
            focusAfter={() =>
              drawer.drawerRef.current?.querySelector<HTMLElement>('.listing-drawer__show')?.focus()
            }
          />
          <DrawerControl
            className="listing-drawer__show"
            href={`#${RESULTS_ID}`}
            onClick={drawer.close}
          >
            Show {carCount(count)}
          </DrawerControl>
        </div>
      </div>
    </aside>
  );
}

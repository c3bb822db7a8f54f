import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { useIsHydrated } from '../../app/use-is-hydrated.ts';

const ListingEnhancedContext = createContext(false);

/**
 * Whether the listing's controls show their scripted form (a filter button instead of a link,
 * the price slider, a make search) rather than the form that works without script. False on
 * the server and while hydrating; once the page has hydrated it turns true in a transition,
 * which React renders in slices. useIsHydrated in each control would re-render them all at
 * once, in one task, straight after hydrating (docs/decisions/0044-listing-start-up-in-short-tasks.md).
 * A listing mounted by a client navigation starts enhanced.
 */
export function ListingEnhancement({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  const [isEnhanced, setEnhanced] = useState(isHydrated);
  useEffect(() => {
    if (!isEnhanced) startTransition(() => setEnhanced(true));
  }, [isEnhanced]);
  return <ListingEnhancedContext value={isEnhanced}>{children}</ListingEnhancedContext>;
}

export function useListingEnhanced(): boolean {
  return use(ListingEnhancedContext);
}

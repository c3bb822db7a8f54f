import { useCurrentRefinements } from 'react-instantsearch';
import { chipRefinements } from '../../listing/chip-labels.ts';

export type ActiveRefinements = ReturnType<typeof chipRefinements>;

/** The refinements shown as chips (and counted on the filter button). */
export function useActiveRefinements(): { refinements: ActiveRefinements } {
  const { items } = useCurrentRefinements();
  return { refinements: chipRefinements(items.flatMap((item) => item.refinements)) };
}

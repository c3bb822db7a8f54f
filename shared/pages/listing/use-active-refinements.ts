import { useCurrentRefinements } from 'react-instantsearch';
import { chipRefinements } from '../../listing/chip-labels.ts';

/** The refinements shown as chips (and counted on the filter button). */
export function useActiveRefinements() {
  const { items } = useCurrentRefinements();
  return { refinements: chipRefinements(items.flatMap((item) => item.refinements)) };
}

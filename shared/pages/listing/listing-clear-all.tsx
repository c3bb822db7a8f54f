import { useInstantSearch } from 'react-instantsearch';
import { useActiveRefinements } from './use-active-refinements.ts';
import { isPlainClick } from './plain-click.ts';

/**
 * Removes every refinement at once (free text and sort stay); without JavaScript, a link
 * to the listing without them.
 */
export function ListingClearAll({ className, href }: { className: string; href: string }) {
  const { refinements } = useActiveRefinements();
  const { setIndexUiState } = useInstantSearch();
  if (refinements.length === 0) return null;
  return (
    <a
      className={className}
      href={href}
      rel="nofollow"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        setIndexUiState(({ refinementList: _list, range: _range, page: _page, ...kept }) => kept);
      }}
    >
      Clear all
    </a>
  );
}

import { useInstantSearch } from 'react-instantsearch';
import { isPlainClick } from './plain-click.ts';

/**
 * Removes every refinement at once (free text and sort stay); without JavaScript, a link
 * to the listing without them. The link goes once used, so focus moves to `focusAfter`'s
 * choice first (the results count on the page, a control of the drawer inside it).
 * The caller passes the refinement count it already reads: a component that registered its
 * own current-refinements widget when it mounts would make InstantSearch search again.
 */
export function ListingClearAll({
  className,
  href,
  focusAfter,
  refinementCount,
}: {
  className: string;
  href: string;
  focusAfter(): void;
  refinementCount: number;
}) {
  const { setIndexUiState } = useInstantSearch();
  if (refinementCount === 0) return null;
  return (
    <a
      className={className}
      href={href}
      rel="nofollow"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        focusAfter();
        setIndexUiState(({ refinementList: _list, range: _range, page: _page, ...kept }) => kept);
      }}
    >
      Clear all
    </a>
  );
}

import { usePagination } from 'react-instantsearch';
import { isPlainClick } from './plain-click.ts';

/** Numbered pages as real links (crawlable, work without JavaScript); page 1 has no parameter. */
export function ListingPagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } =
    usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const link = (page: number, text: string, label: string, rel?: 'prev' | 'next') => (
    <a
      href={createURL(page)}
      aria-label={label}
      rel={rel}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        refine(page);
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="listing-pagination" aria-label="Pages of results">
      <ul>
        {isFirstPage ? null : (
          <li>{link(currentRefinement - 1, 'Previous', 'Previous page', 'prev')}</li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === currentRefinement ? (
              <span aria-current="page">{page + 1}</span>
            ) : (
              link(page, String(page + 1), `Page ${page + 1}`)
            )}
          </li>
        ))}
        {isLastPage ? null : <li>{link(currentRefinement + 1, 'Next', 'Next page', 'next')}</li>}
      </ul>
    </nav>
  );
}

import { useLoaderData } from 'react-router';
import { FavouritesPage } from '../favourites.page.tsx';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadSitePage } from './site-page.data.ts';

/** The page a one-segment tenant path names (see matchSitePage). */
export function SitePage() {
  const page = useLoaderData<typeof loadSitePage>();
  switch (page.kind) {
    case 'favourites':
      return <FavouritesPage />;
    default:
      return <NotFoundPage />;
  }
}

import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { SavedCarsListView } from '../components/saved-cars/saved-cars-list-view.tsx';
import type { loadFavourites } from './favourites.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** spec 2: the shopper's saved cars on this site (kept in this browser). */
export function FavouritesPage() {
  const site = useSite();
  const page = useLoaderData<typeof loadFavourites>();
  if (!page.isFound) return <NotFoundPage />;
  return (
    <section className="saved-cars-page" aria-labelledby="saved-cars-title">
      <PageMeta
        title={`Favourites | ${site.dealership.name}`}
        description={`The cars you saved on ${site.dealership.name}.`}
        noindex
      />
      <h1 id="saved-cars-title">Favourites</h1>
      <SavedCarsListView emptyText="You have no saved cars yet. Tap the heart on any car to save it here." />
    </section>
  );
}

import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { SavedCarsListView } from '../components/saved-cars/saved-cars-list-view.tsx';

/** product rule 2.3: the shopper's saved cars on this site (kept in this browser). */
export function FavouritesPage() {
  const site = useSite();
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

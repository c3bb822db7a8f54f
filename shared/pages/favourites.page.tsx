import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { stockWords } from '../inventory/car-kind-words.ts';
import { SavedCarsListView } from '../components/saved-cars/saved-cars-list-view.tsx';

/** product rule 2.3: the shopper's saved cars on this site (kept in this browser). */
export function FavouritesPage() {
  const site = useSite();
  const stock = stockWords(site.labels.stock_kinds);
  return (
    <section className="saved-cars-page" aria-labelledby="saved-cars-title">
      <PageMeta
        title={`Favourites | ${site.dealership.name}`}
        description={`The ${stock.many} you saved on ${site.dealership.name}.`}
        noindex
      />
      <h1 id="saved-cars-title">Favourites</h1>
      <SavedCarsListView
        emptyText={`You have no saved ${stock.many} yet. Tap the heart on any ${stock.one} to save it here.`}
      />
    </section>
  );
}

import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { stockWords } from '../inventory/car-kind-words.ts';
import { SavedCarsListView } from '../components/saved-cars/saved-cars-list-view.tsx';
import type { loadGarage } from './garage.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** product rule 2.3: the garage (garage sites): the same saved cars as the favourites page. */
export function GaragePage() {
  const site = useSite();
  const page = useLoaderData<typeof loadGarage>();
  const stock = stockWords(site.labels.stock_kinds);
  if (!page.isFound) return <NotFoundPage />;
  return (
    <section className="saved-cars-page" aria-labelledby="saved-cars-title">
      <PageMeta
        title={`My Garage | ${site.dealership.name}`}
        description={`The ${stock.many} you parked in your garage on ${site.dealership.name}.`}
        noindex
      />
      <h1 id="saved-cars-title">My Garage</h1>
      <SavedCarsListView
        emptyText={`Your garage is empty. Tap the heart on any ${stock.one} to park it here.`}
      />
    </section>
  );
}

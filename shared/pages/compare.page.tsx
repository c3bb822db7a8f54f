import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { stockWords } from '../inventory/car-kind-words.ts';
import { CompareTable } from '../components/saved-cars/compare-table.tsx';
import type { loadCompare } from './compare.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** product rule 2.3: /compare: the latest saved cars side by side (sites with compare mode). */
export function ComparePage() {
  const site = useSite();
  const page = useLoaderData<typeof loadCompare>();
  const stock = stockWords(site.labels.stock_kinds);
  if (!page.isFound) return <NotFoundPage />;
  return (
    <section className="saved-cars-page" aria-labelledby="compare-title">
      <PageMeta
        title={`Compare ${stock.many} | ${site.dealership.name}`}
        description={`Compare the ${stock.many} you saved on ${site.dealership.name} side by side.`}
        noindex
      />
      <h1 id="compare-title">Compare {stock.many}</h1>
      <CompareTable />
    </section>
  );
}

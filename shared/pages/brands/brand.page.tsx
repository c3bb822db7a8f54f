import { useLoaderData } from 'react-router';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { CarCardGrid } from '../../components/listing/car-card-grid.tsx';
import { nameKey } from '../../text/name-key.ts';
import { offersModelPages, siteModels } from '../../models/site-models.ts';
import { ModelCard } from '../models/model-card.tsx';
import { NotFoundPage } from '../not-found.page.tsx';
import { BrandWebsite } from './brand-website.tsx';
import type { loadBrand } from './brand.data.ts';
import { brandPath } from './site-brands.ts';

/** docs/content-pages.md: a brand's page: its logo, its models, its stock here and the group's site for it. */
export function BrandPage() {
  const page = useLoaderData<typeof loadBrand>();
  const site = useSite();
  if (!page.isFound) return <NotFoundPage />;
  const { brand, stock, cars, now } = page;
  const dealer = site.dealership.name;
  // Model cards link model pages, so they show only where the site has them.
  const models = offersModelPages(site)
    ? siteModels(site).filter((model) => nameKey(model.manufacturer_name) === nameKey(brand.name))
    : [];
  return (
    <article className="brand-page" aria-labelledby="brand-title">
      <PageMeta
        title={`${brand.name} | ${dealer}`}
        description={`${brand.name} at ${dealer}: ${
          stock ? `${stock.count} ${brand.name} vehicles in stock` : `${brand.name} vehicles`
        }${models.length > 0 ? ', the model range' : ''}${
          brand.website ? ` and ${brand.website.name}` : ''
        }.`}
        {...(brand.logoUrl ? { image: brand.logoUrl } : {})}
      />
      <Breadcrumbs trail={[{ name: brand.name, path: brandPath(brand) }]} />
      <header className="brand-page__header">
        {brand.logoUrl ? (
          <img className="brand-page__logo" src={brand.logoUrl} alt="" width={160} height={120} />
        ) : null}
        <div>
          <h1 id="brand-title">{brand.name}</h1>
          {stock ? (
            <p>
              <a href={stock.href}>
                {stock.count} {brand.name} {vehicles(stock.count)} in stock
              </a>{' '}
              at {dealer}.
            </p>
          ) : (
            <p>
              {dealer} has no {brand.name} vehicles in stock right now.
            </p>
          )}
        </div>
      </header>
      {models.length > 0 ? (
        <section className="brand-page__section" aria-labelledby="brand-models">
          <h2 id="brand-models">{brand.name} models</h2>
          <ul className="model-grid">
            {models.map((model) => (
              <li key={model.id}>
                <ModelCard model={model} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="brand-page__section" aria-labelledby="brand-stock">
        <h2 id="brand-stock">{brand.name} vehicles in stock</h2>
        {cars.length > 0 ? <CarCardGrid cars={cars} site={site} now={now} /> : null}
        {stock ? (
          <p className="brand-page__more">
            <a className="button button--primary" href={stock.href}>
              See all {stock.count} {brand.name} {vehicles(stock.count)}
            </a>
          </p>
        ) : (
          <p className="brand-page__more">
            <a href={site.listing_path}>Browse all our vehicles</a> or{' '}
            <a href="/contact">ask us to find you a {brand.name}</a>.
          </p>
        )}
      </section>
      {brand.website ? <BrandWebsite website={brand.website} site={site} /> : null}
    </article>
  );
}

const vehicles = (count: number) => (count === 1 ? 'vehicle' : 'vehicles');

import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { ListingCard } from '../components/listing/listing-card.tsx';
import { FavouriteButton } from '../components/saved-cars/favourite-button.tsx';
import { TemplateContentBlocks } from '../components/template-content.tsx';
import { PriceSearch } from '../components/price-search.tsx';
import { LocationList } from '../components/locations/location-list.tsx';
import type { HomeData } from './home.data.ts';

const INITIALLY_SHOWN = 3;

export function HomePage() {
  const site = useSite();
  const { featured, counts, now } = useLoaderData() as HomeData;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? featured : featured.slice(0, INITIALLY_SHOWN);
  const total = counts.new + counts.used + counts.demo;
  return (
    <>
      <PageMeta title={site.seo.title} description={site.seo.description} />
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{site.home.headline}</h1>
        <p>{site.home.intro}</p>
        <a className="button button--primary" href={site.listing_path}>
          Browse all {total.toLocaleString('en-AU')} vehicles
        </a>
      </section>
      <PriceSearch listingPath={site.listing_path} />
      <TemplateContentBlocks content={site.content} />
      {featured.length > 0 ? (
        <section className="featured" aria-labelledby="featured-title">
          <h2 id="featured-title">Featured vehicles</h2>
          <div className="car-grid">
            {shown.map((car, index) => (
              <ListingCard
                key={car.id}
                car={car}
                site={site}
                now={new Date(now)}
                aboveTheFold={index === 0}
                favourite={<FavouriteButton car={car} className="car-card__favourite" />}
              />
            ))}
          </div>
          {featured.length > INITIALLY_SHOWN ? (
            <button
              type="button"
              className="button"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? 'Show fewer vehicles' : `Show all ${featured.length} featured vehicles`}
            </button>
          ) : null}
        </section>
      ) : null}
      <LocationList />
    </>
  );
}

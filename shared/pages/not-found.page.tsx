import { useLocation } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';

/**
 * The site's 404, rendered by the catch-all route and by any page whose loader finds nothing
 * to show; the address comes from the router, so no loader has to carry it.
 */
export function NotFoundPage() {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <section className="not-found">
      <PageMeta
        title={`Page not found | ${site.dealership.name}`}
        description={`${pathname} is not a page on ${site.dealership.name}.`}
        noindex
      />
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the vehicle may have been sold.</p>
      <p>
        <a href="/">Go to the home page</a> or <a href={site.listing_path}>browse our vehicles</a>.
      </p>
    </section>
  );
}

import { InlineJson } from '../app/nonce.tsx';
import { useSite } from '../app/use-site.ts';
import { buildBreadcrumbListJsonLd, type BreadcrumbStep } from '../seo/breadcrumb-list-json-ld.ts';
import { SiteLink } from '../app/site-link.tsx';

/**
 * A page's place in the site: a visible trail (Home first, this page last and not a link)
 * and the same trail as BreadcrumbList structured data. Pass the steps after Home.
 */
export function Breadcrumbs({ trail }: { trail: readonly BreadcrumbStep[] }) {
  const site = useSite();
  const steps = [{ name: 'Home', path: '/' }, ...trail];
  const current = steps.length - 1;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {steps.map((step, index) => (
          <li key={step.path}>
            {index === current ? (
              <span aria-current="page">{step.name}</span>
            ) : (
              <SiteLink to={step.path}>{step.name}</SiteLink>
            )}
          </li>
        ))}
      </ol>
      <InlineJson type="application/ld+json" value={buildBreadcrumbListJsonLd(site, steps)} />
    </nav>
  );
}

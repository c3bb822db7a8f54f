import { useLoaderData } from 'react-router';
import { useLeadFormPost } from '../../forms/use-lead-form-post.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { useSite } from '../../app/use-site.ts';
import { TradeInForm } from '../../components/lead-form/trade-in-form.tsx';
import { carUrl } from '../../inventory/car-identity.ts';
import { carTitle } from '../../format/car-format.ts';
import { NotFoundPage } from '../not-found.page.tsx';
import type { loadCarTradeIn, loadValuation } from './trade-in.data.ts';
import { TradeInFaq } from './trade-in-faq.tsx';
import { SiteLink } from '../../app/site-link.tsx';

/** product rule 2.2 trade-in valuation: /cars/trade-in?car_id={id} and the tenant's valuation path. */
export function TradeInPage() {
  const site = useSite();
  const page = useLoaderData<typeof loadCarTradeIn | typeof loadValuation>();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  if (!page.isFound) return <NotFoundPage />;
  const { car } = page;
  return (
    <div className="trade-in-page">
      <PageMeta
        title={`Trade-In Valuation | ${site.dealership.name}`}
        description={`Tell ${site.dealership.name} about your vehicle for a trade-in valuation.`}
        // One page under three paths: the tenant's valuation path is the one to index.
        canonicalPath={site.labels.valuation_path}
      />
      <h1>Trade-In Valuation</h1>
      {car ? (
        <p className="trade-in-page__car">
          Trading in towards the <SiteLink to={carUrl(car.slug)}>{carTitle(car)}</SiteLink>
        </p>
      ) : null}
      <p className="trade-in-page__intro">
        Tell us about your vehicle and our team will get back to you with a valuation.
      </p>
      <TradeInForm car={car} post={post} />
      <TradeInFaq />
    </div>
  );
}

import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { capitalize, stockWords } from '../inventory/car-kind-words.ts';
import { DisclosureBlock } from '../components/finance/finance-disclosure.tsx';
import { GeneralContactForm } from '../components/lead-form/general-contact-form.tsx';
import { financeOfferText } from '../finance/finance-offer.ts';
import { useLeadFormPost } from '../forms/use-lead-form-post.ts';
import type { loadFinance } from './finance.data.ts';
import { NotFoundPage } from './not-found.page.tsx';
import { SiteLink } from '../app/site-link.tsx';

/**
 * product rule 2.3: /finance, the site's finance offer (its own settings, with the comparison rate and
 * its warning), the way to pre-approval where the site has it, and a finance enquiry.
 */
export function FinancePage() {
  const site = useSite();
  const page = useLoaderData<typeof loadFinance>();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  if (!page.isFound) return <NotFoundPage />;
  const { dealership, features } = site;
  const offer = financeOfferText(site.finance);
  const through = offer.provider ? ` through ${offer.provider}` : '';
  const stock = stockWords(site.labels.stock_kinds);
  return (
    <section className="lead-page finance-page" aria-labelledby="finance-page-title">
      <PageMeta
        title={`Finance | ${dealership.name}`}
        description={`${capitalize(stock.one)} finance${through} with ${dealership.name}: see our finance offer and send a finance enquiry online.`}
      />
      <h1 id="finance-page-title">Finance</h1>
      <p className="lead-page__intro">
        {dealership.name} arranges finance{through} for the vehicles we sell. Tell us what you are
        looking for and our finance team will get back to you with a quote.
      </p>
      <section className="finance-page__offer" aria-labelledby="finance-offer-title">
        <h2 id="finance-offer-title">Our finance offer</h2>
        {/* The comparison rate is as prominent as the annual rate (australian-rules). */}
        <DisclosureBlock lines={offer} />
      </section>
      {features.finance_pre_approval ? (
        <>
          <p>
            Get pre-approved before you choose your {stock.one}: apply online in a few short steps.
          </p>
          <p className="finance-page__pre-approval">
            <SiteLink className="button button--primary" to="/finance-pre-approval">
              Finance Pre-Approval
            </SiteLink>
          </p>
        </>
      ) : null}
      <section aria-labelledby="finance-enquiry-title">
        <h2 id="finance-enquiry-title">Finance enquiry</h2>
        <GeneralContactForm id="finance-enquiry-form" post={post} category="Finance Enquiry" />
      </section>
    </section>
  );
}

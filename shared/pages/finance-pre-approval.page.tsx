import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { stockWords } from '../inventory/car-kind-words.ts';
import { FinancePreApprovalForm } from '../components/lead-form/finance-pre-approval-form.tsx';
import type { loadFinancePreApproval } from './finance-pre-approval.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** docs/leads.md: /finance-pre-approval, the multi-step finance form. */
export function FinancePreApprovalPage() {
  const { dealership, labels } = useSite();
  const stock = stockWords(labels.stock_kinds);
  const page = useLoaderData<typeof loadFinancePreApproval>();
  if (!page.isFound) return <NotFoundPage />;
  return (
    <section className="lead-page" aria-labelledby="finance-title">
      <PageMeta
        title={`Finance Pre-Approval | ${dealership.name}`}
        description={`Apply for ${stock.one} finance pre-approval with ${dealership.name} in a few short steps.`}
      />
      <h1 id="finance-title">Finance Pre-Approval</h1>
      <p className="lead-page__intro">
        Tell us a little about yourself and the {stock.one} you are after, and our finance team will
        be in touch with your options. It only takes a few minutes.
      </p>
      <FinancePreApprovalForm />
    </section>
  );
}

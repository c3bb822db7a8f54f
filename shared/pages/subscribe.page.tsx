import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite } from '../app/use-site.ts';
import { SubscribeLeadForm } from '../components/lead-form/subscribe-lead-form.tsx';
import { SUBSCRIPTION_TOPICS } from '../forms/subscription.ts';
import { useLeadFormPost } from '../forms/use-lead-form-post.ts';
import type { loadSubscribe } from './subscribe.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/**
 * /subscribe: the footer's subscribe form on a page of its own, where it lands when
 * posted without JavaScript and shows what needs fixing. Not a page to index.
 */
export function SubscribePage() {
  const { dealership } = useSite();
  const page = useLoaderData<typeof loadSubscribe>();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  if (!page.isFound) return <NotFoundPage />;
  return (
    <section className="lead-page" aria-labelledby="subscribe-title">
      <PageMeta
        title={`Subscribe | ${dealership.name}`}
        description={`News of ${SUBSCRIPTION_TOPICS} from ${dealership.name}.`}
        noindex
      />
      <h1 id="subscribe-title">Subscribe</h1>
      <p className="lead-page__intro">Be the first to hear about {SUBSCRIPTION_TOPICS}.</p>
      <SubscribeLeadForm id="subscribe-page-form" post={post} />
    </section>
  );
}

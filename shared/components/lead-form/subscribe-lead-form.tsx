import { useLocation, useNavigate } from 'react-router';
import { useSite, useSubscribeFormKey } from '../../app/use-site.ts';
import { afterLeadSubmitted } from '../../forms/after-lead-submitted.ts';
import { SUBSCRIBE_PATH } from '../../forms/subscribe-path.ts';
import { SUBSCRIBED_PATH, subscribedState } from '../../forms/subscription.ts';
import type { LeadFormPost } from '../../forms/use-lead-form-post.ts';
import { LeadForm } from './lead-form.tsx';

export interface SubscribeLeadFormProps {
  /** The footer's form by default; the /subscribe page's own form names its own. */
  id?: string;
  /** A page's plain post (the /subscribe page); by default the footer's, to /subscribe. */
  post?: LeadFormPost;
}

/** The subscribe form's fields and submission: a chunk of its own (see subscribe-form.tsx). */
export function SubscribeLeadForm(props: SubscribeLeadFormProps) {
  const site = useSite();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const footerKey = useSubscribeFormKey();
  return (
    <LeadForm
      id={props.id ?? 'subscribe-form'}
      kind="subscribe"
      site={site}
      submitLabel="Subscribe"
      sourcePage={pathname}
      post={props.post ?? { idempotencyKey: footerKey, action: SUBSCRIBE_PATH }}
      onSubmitted={(lead) =>
        afterLeadSubmitted({
          site,
          ...lead,
          to: SUBSCRIBED_PATH,
          navigate: (to) => void navigate(to, { state: subscribedState(lead.values.email) }),
        })
      }
    />
  );
}

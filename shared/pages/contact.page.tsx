import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useLeadFormPost } from '../forms/use-lead-form-post.ts';
import type { loadContact } from './contact.data.ts';
import { useSite } from '../app/use-site.ts';
import { GeneralContactForm } from '../components/lead-form/general-contact-form.tsx';
import { telHref } from '../format/phone-link.ts';
import { offerEnquiryMessage } from '../offers/offer-enquiry.ts';

/** docs/leads.md: /contact, the site's general enquiry form. */
export function ContactPage() {
  const { dealership } = useSite();
  const { leadFormKey, offer } = useLoaderData<typeof loadContact>();
  const posted = useLeadFormPost(leadFormKey);
  // docs/content-pages.md: an offer's Enquire link fills in the message; a failed post shows what was sent.
  const post =
    offer && !posted.initial
      ? { ...posted, initial: { values: { message: offerEnquiryMessage(offer) }, fieldErrors: {} } }
      : posted;
  return (
    <section className="lead-page" aria-labelledby="contact-title">
      <PageMeta
        title={`Contact Us | ${dealership.name}`}
        description={`Send ${dealership.name} an enquiry about sales, service, parts, finance or careers.`}
      />
      <h1 id="contact-title">Contact Us</h1>
      <p className="lead-page__intro">
        Send us a message and our team will get back to you, or call us on{' '}
        <a href={telHref(dealership.phone)}>{dealership.phone}</a>.
      </p>
      {offer ? (
        <p className="lead-page__intro">
          Your enquiry is about our special offer: <strong>{offer.title}</strong>.
        </p>
      ) : null}
      <GeneralContactForm post={post} />
    </section>
  );
}

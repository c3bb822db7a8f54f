import { useLoaderData } from 'react-router';
import { useLeadFormPost } from '../forms/use-lead-form-post.ts';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite, useUniqueLocations } from '../app/use-site.ts';
import { LocationDetails } from '../components/locations/location-details.tsx';
import { telHref } from '../format/phone-link.ts';
import { locationSiteName } from '../locations/location-slug.ts';
import { locationsById } from '../locations/locations-by-id.ts';
import { uniqueLocations } from '../locations/unique-locations.ts';
import type { loadContactUs } from './contact-us.data.ts';
import { NotFoundPage } from './not-found.page.tsx';
import { LocationContactForm } from '../components/lead-form/location-contact-form.tsx';

/** product rule 2.3: /contact-us/{slug}: every department of one site, its hours and one map per address. */
export function ContactUsPage() {
  const site = useSite();
  const page = useLoaderData<typeof loadContactUs>();
  const post = useLeadFormPost(page.isFound ? page.leadFormKey : '');
  const uniqueCount = useUniqueLocations().length;
  if (!page.isFound) return <NotFoundPage />;
  const locations = locationsById(site.locations, page.locationIds);
  const [first] = locations;
  if (!first) return <NotFoundPage />;
  const rule = site.features.unique_locations_rule;
  const withMap = new Set(uniqueLocations(locations, rule).map((location) => location.id));
  const name = locationSiteName(first);
  const { phone, email } = first.contact_detail;
  return (
    <div className="contact-us-page">
      <PageMeta
        title={`Contact ${name} | ${site.dealership.name}`}
        description={`Phone, email, address and opening hours of ${name} in ${first.address.city}.`}
      />
      <h1>Contact {name}</h1>
      <p className="contact-us-page__intro">
        Call us on <a href={telHref(phone)}>{phone}</a>
        {email ? (
          <>
            {' '}
            or email <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}{' '}
        and our team will help with your enquiry.
      </p>
      <LocationContactForm location={first} post={post} />
      {locations.map((location) => (
        <LocationDetails
          key={location.id}
          location={location}
          uniqueLocationCount={uniqueCount}
          withMap={withMap.has(location.id)}
        />
      ))}
    </div>
  );
}

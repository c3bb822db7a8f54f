import { telHref } from '../../format/phone-link.ts';
import { primaryLocation } from '../../locations/primary-location.ts';
import type { SiteData } from '../../tenant/site-data.ts';

/** The dealer's phone and email, for whatever the confirmation leaves open. */
export function ReservationContact({ site }: { site: Pick<SiteData, 'dealership' | 'locations'> }) {
  const { dealership } = site;
  const phone = primaryLocation(site.locations)?.contact_detail.phone ?? dealership.phone;
  return (
    <section className="reservation__contact" aria-labelledby="reservation-contact-title">
      <h2 id="reservation-contact-title">Questions?</h2>
      <p>
        Call {dealership.name} on <a href={telHref(phone)}>{phone}</a> or email{' '}
        <a href={`mailto:${dealership.email}`}>{dealership.email}</a>.
      </p>
    </section>
  );
}

import { LocationContact } from '../../components/locations/location-contact.tsx';
import { telHref } from '../../format/phone-link.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import type { Location } from '../../tenant/tenant-config.ts';

interface ReserveDealerContactProps {
  site: Pick<SiteData, 'dealership'>;
  /** The location holding the car; the dealership's own contact when unknown. */
  location: Location | undefined;
}

/** docs/payments.md: who to talk to about this car: its location's phone, email and address. */
export function ReserveDealerContact({ site, location }: ReserveDealerContactProps) {
  const { dealership } = site;
  const { address } = dealership;
  return (
    <section className="reserve-info" aria-labelledby="reserve-contact-title">
      <h2 id="reserve-contact-title">Questions? Talk to us</h2>
      <p className="reserve-info__dealer">{location?.name ?? dealership.name}</p>
      {location ? (
        <LocationContact location={location} withEmail />
      ) : (
        <address className="location-contact">
          {address.street}
          <br />
          {address.city} {address.state} {address.postcode}
          <br />
          Phone: <a href={telHref(dealership.phone)}>{dealership.phone}</a>
          <br />
          Email: <a href={`mailto:${dealership.email}`}>{dealership.email}</a>
        </address>
      )}
    </section>
  );
}

import { telHref } from '../../format/phone-link.ts';
import type { Location } from '../../tenant/tenant-config.ts';

interface LocationContactProps {
  location: Pick<Location, 'address' | 'contact_detail'>;
  withEmail?: boolean;
}

/** Street address, phone (a tel: link) and optionally e-mail of one location. */
export function LocationContact({ location, withEmail = false }: LocationContactProps) {
  const { address, contact_detail: contact } = location;
  return (
    <address className="location-contact">
      {address.street}
      <br />
      {address.city} {address.state} {address.postcode}
      <br />
      Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
      {withEmail && contact.email ? (
        <>
          <br />
          Email: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : null}
    </address>
  );
}

/** Dealer licence and motor vehicle repairer numbers, when the location has them (product rule 3.2). */
export function LocationLicences({
  location,
}: {
  location: Pick<Location, 'dealer_license_number' | 'motor_vehicle_repairer'>;
}) {
  const { dealer_license_number: dealerLicence, motor_vehicle_repairer: repairer } = location;
  if (!dealerLicence && !repairer) return null;
  return (
    <p className="location-licences">
      {dealerLicence ? <span>Dealer Licence: {dealerLicence}</span> : null}
      {repairer ? <span>Motor Vehicle Repairer: {repairer}</span> : null}
    </p>
  );
}

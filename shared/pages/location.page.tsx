import { useLoaderData } from 'react-router';
import { PageMeta } from '../app/page-meta.tsx';
import { useSite, useUniqueLocations } from '../app/use-site.ts';
import { LocationDetails } from '../components/locations/location-details.tsx';
import { locationsById } from '../locations/locations-by-id.ts';
import type { loadLocation } from './location.data.ts';
import { NotFoundPage } from './not-found.page.tsx';

/** product rule 2.3: the 'View Location' page: one location, or every location of the dealership. */
export function LocationPage() {
  const site = useSite();
  const page = useLoaderData<typeof loadLocation>();
  if (!page.isFound) return <NotFoundPage />;
  const locations = locationsById(site.locations, page.locationIds);
  const uniqueCount = useUniqueLocations().length;
  const [first, second] = locations;
  // The dealership slug of a one-location dealer is simply that location's page.
  const heading = second || !first ? 'Our Locations' : first.name;
  const description =
    second || !first
      ? `Addresses, phone numbers and opening hours of every ${site.dealership.name} location.`
      : `Address, phone number and opening hours of ${first.name} in ${first.address.city}.`;
  return (
    <div className="location-page">
      <PageMeta title={`${heading} | ${site.dealership.name}`} description={description} />
      <h1>{heading}</h1>
      {locations.map((location) => (
        <LocationDetails key={location.id} location={location} uniqueLocationCount={uniqueCount} />
      ))}
    </div>
  );
}

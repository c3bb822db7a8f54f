import { primaryLocation } from '../locations/primary-location.ts';
import type { SiteData } from '../tenant/site-data.ts';
import type { Address, Location, LocationType } from '../tenant/tenant-config.ts';
import { toAbsoluteUrl } from './absolute-url.ts';
import { toInternationalPhone } from './international-phone.ts';
import {
  buildSpecialHours,
  groupWeeklyHours,
  type OpeningHoursSpecificationJsonLd,
} from './opening-hours-json-ld.ts';

export interface PostalAddressJsonLd {
  '@type': 'PostalAddress';
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'AU';
}

export interface LocalBusinessJsonLd {
  '@type': 'AutoDealer' | 'AutoRepair' | 'AutoPartsStore';
  '@id': string;
  name: string;
  telephone: string;
  email?: string;
  address: PostalAddressJsonLd;
  geo: { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
  openingHoursSpecification: OpeningHoursSpecificationJsonLd[];
}

export interface AutoDealerJsonLd extends LocalBusinessJsonLd {
  '@context': 'https://schema.org';
  '@type': 'AutoDealer';
  url: string;
  logo: string;
  image: string;
  department?: LocalBusinessJsonLd[];
  sameAs?: string[];
}

const BUSINESS_TYPE: Record<LocationType, LocalBusinessJsonLd['@type']> = {
  sales: 'AutoDealer',
  '': 'AutoDealer',
  service: 'AutoRepair',
  parts: 'AutoPartsStore',
};

function toPostalAddress(address: Pick<Address, 'street' | 'city' | 'state' | 'postcode'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.postcode,
    addressCountry: 'AU',
  } satisfies PostalAddressJsonLd;
}

/** One location as its own business: a department of the dealer, or a location page's subject. */
export function buildLocationJsonLd(site: SiteData, location: Location): LocalBusinessJsonLd {
  const { address, contact_detail: contact } = location;
  return {
    '@type': BUSINESS_TYPE[location.location_type],
    '@id': toAbsoluteUrl(site, `/#location-${location.id}`),
    name: location.name,
    telephone: toInternationalPhone(contact.phone),
    ...(contact.email ? { email: contact.email } : {}),
    address: toPostalAddress(address),
    geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lang },
    openingHoursSpecification: [
      ...groupWeeklyHours(contact.opening_hours),
      ...buildSpecialHours(location.special_hours),
    ],
  };
}

function socialLinks(site: SiteData): string[] {
  const { facebook_url, instagram_url, youtube_url } = site.dealership;
  const links = [...Object.values(site.social ?? {}), facebook_url, instagram_url, youtube_url];
  return [...new Set(links.filter((link): link is string => !!link?.startsWith('https://')))];
}

/**
 * The dealership as a schema.org AutoDealer: contact details from the dealership,
 * coordinates and hours from its primary location, service and parts locations
 * as departments. Never aggregateRating: search engines treat a business's
 * self-served review stars as ineligible.
 */
export function buildAutoDealerJsonLd(site: SiteData): AutoDealerJsonLd {
  const { dealership } = site;
  const primary = primaryLocation(site.locations)!;
  const logo = toAbsoluteUrl(site, dealership.logo.url);
  const departments = site.locations
    .filter((location) => location.visible && location.id !== primary.id)
    .filter(
      (location) => location.location_type === 'service' || location.location_type === 'parts',
    )
    .map((location) => buildLocationJsonLd(site, location));
  const sameAs = socialLinks(site);
  return {
    '@context': 'https://schema.org',
    ...buildLocationJsonLd(site, primary),
    '@type': 'AutoDealer',
    '@id': toAbsoluteUrl(site, '/#dealer'),
    name: dealership.name,
    url: toAbsoluteUrl(site, '/'),
    logo,
    image: logo,
    telephone: toInternationalPhone(dealership.phone),
    email: dealership.email,
    address: toPostalAddress(dealership.address),
    ...(departments.length > 0 ? { department: departments } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

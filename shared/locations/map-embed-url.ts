import type { LocationAddress } from '../tenant/tenant-config.ts';

/** One line: '120 Parramatta Road, Concord NSW 2137'. */
export function formatAddressLine(
  address: Pick<LocationAddress, 'street' | 'city' | 'state' | 'postcode'>,
): string {
  return `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
}

/**
 * Source of a location's map frame (product rule 2.11: a single location's card shows its map).
 * With a map key and a place id: the Embed API by place id, which pins the
 * exact business; otherwise the keyless query embed by street address
 * (a keyless embed cannot look up a place id).
 */
export function mapEmbedUrl(address: LocationAddress): string {
  const placeId = address.place_id.replace(/\s+/g, '');
  if (address.map_key && placeId) {
    const params = new URLSearchParams({ key: address.map_key, q: `place_id:${placeId}` });
    return `https://www.google.com/maps/embed/v1/place?${params.toString()}`;
  }
  return `https://www.google.com/maps?q=${encodeURIComponent(formatAddressLine(address))}&output=embed`;
}

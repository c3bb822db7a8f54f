import type { ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { listingUrl } from '../../search-url/listing-url.ts';
import { parseListingUrl, type ParsedListing } from '../../search-url/parse-listing-url.ts';
import { splitCampaignParameters } from '../../search-url/campaign-parameters.ts';

export interface ListingRequest {
  parsed: ParsedListing;
  /** The request's path and query, campaign parameters left out. */
  requested: string;
  /** The one URL of the requested state; a redirect is due when it is not `requested`. */
  canonical: string;
  /** Where a redirect to this path and query goes: the campaign parameters put back. */
  locationOf(pathAndQuery: string): string;
}

/**
 * How a listing request reads (every search state has exactly one URL: docs/decisions/0006-listing-ssr-and-routing.md): null when
 * the path is not a listing path of this site. Pure, so the canonicalisation can be proved
 * idempotent for any input (tests/unit/search-url/canonical-idempotence.test.ts).
 */
export function readListingRequest(
  requestUrl: URL,
  vocabulary: ListingVocabulary,
): ListingRequest | null {
  // Campaign parameters survive the redirect to a listing's one URL but are not search state.
  const { kept, campaign } = splitCampaignParameters(requestUrl.search);
  const requested = `${requestUrl.pathname}${kept ? `?${kept}` : ''}`;
  const parsed = parseListingUrl(requested, vocabulary);
  if (!parsed) return null;
  return {
    parsed,
    requested,
    canonical: listingUrl(parsed.state, vocabulary, parsed.landing),
    locationOf(pathAndQuery) {
      if (!campaign) return pathAndQuery;
      return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${campaign}`;
    },
  };
}

import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { getRouteContext } from '../../app/route-context.ts';
import { buildListingVocabulary } from '../../search-url/build-listing-vocabulary.ts';
import { listingUrl } from '../../search-url/listing-url.ts';
import { understoodSearchState } from '../../search-url/understood-search-state.ts';
import { readListingRequest } from './listing-request.ts';
import { lastListingPage } from './listing-last-page.ts';
import { listingHeading } from './listing-title.ts';

/**
 * product rule 2.1 listing paths. The path must mean something on this site (else 404),
 * every search state has exactly one URL (else 301 to it), a page past the last
 * goes to the last (302), and the listing's
 * searches run here, inside the site's scope, so the page arrives complete and
 * the browser hydrates without searching again.
 */
export async function loadListing(args: LoaderFunctionArgs) {
  const { site, services } = getRouteContext(args);
  const url = new URL(args.request.url);
  const vocabularyInput = await services.listing.vocabularyInput(site);
  const vocabulary = buildListingVocabulary(vocabularyInput);
  const listingRequest = readListingRequest(url, vocabulary);
  if (!listingRequest) {
    return data({ isFound: false as const }, { status: 404 });
  }
  const { parsed, requested, canonical } = listingRequest;
  const redirectTo = (path: string, status: 301 | 302) =>
    redirect(listingRequest.locationOf(path), status);
  // product rule 9.15: typed words that name refinements become them (302: the reading
  // follows the stock, which changes).
  const understood = understoodSearchState(parsed.state, vocabulary);
  if (understood) throw redirectTo(listingUrl(understood, vocabulary, parsed.landing), 302);
  // Page 2+ may lie past the last page, which only the search knows: it runs first, so
  // such a URL takes one redirect, not two.
  if (canonical !== requested && parsed.state.page === 1) throw redirectTo(canonical, 301);
  const { counts } = await services.inventory.stockSummary(site);
  const now = new Date().toISOString();
  const serverState = await services.listing.serverState(site, {
    url: canonical,
    vocabularyInput,
    heading: listingHeading(parsed.state, parsed.landing, site.labels.stock_kinds),
    now,
    newStock: counts.new,
  });
  // decision 0013: past the last page, the last page's URL; 302, as the last page moves with the stock.
  const lastPage = lastListingPage(serverState);
  if (parsed.state.page > lastPage) {
    throw redirectTo(
      listingUrl({ ...parsed.state, page: lastPage }, vocabulary, parsed.landing),
      302,
    );
  }
  if (canonical !== requested) throw redirectTo(canonical, 301);
  return { isFound: true as const, vocabularyInput, serverState, now, newStock: counts.new };
}

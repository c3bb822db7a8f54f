import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';

let activeVocabulary: ListingVocabulary | undefined;

/** The listing page registers its vocabulary in the browser so navigations can be classified. */
export function rememberListingVocabulary(vocabulary: ListingVocabulary): void {
  activeVocabulary = vocabulary;
}

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Moving between listing URLs of the site is InstantSearch's business: it already
 * searches in the browser, so the loader (a server-side search) is not run again.
 * An unknown path still goes to the server, which answers 404.
 */
export function shouldRevalidateListing(args: ShouldRevalidateFunctionArgs): boolean {
  if (args.formMethod || !activeVocabulary) return args.defaultShouldRevalidate;
  const staysInListing =
    parseListingUrl(pathAndQuery(args.currentUrl), activeVocabulary) !== null &&
    parseListingUrl(pathAndQuery(args.nextUrl), activeVocabulary) !== null;
  return staysInListing ? false : args.defaultShouldRevalidate;
}

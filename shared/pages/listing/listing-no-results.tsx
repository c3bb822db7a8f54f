import { useEffect, useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { MULTI_SEARCH_URL } from '../../search/search-proxy-client.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import { parseListingUrl } from '../../search-url/parse-listing-url.ts';
import type { SiteData } from '../../tenant/site-data.ts';
import { deadEndCountsBody, deadEndOptions, type DeadEndOption } from './dead-end-options.ts';
import { chipLabelOf } from './listing-chips.tsx';
import { LISTING_INDEX } from './listing-search-client.ts';
import { carCount } from './listing-stats.tsx';
import type { ActiveRefinements } from './use-active-refinements.ts';

export interface ListingNoResultsProps {
  site: SiteData;
  url: string;
  vocabulary: ListingVocabulary;
  landing?: ListingLanding;
  /**
   * The active refinements, read by the always-mounted parent: a current-refinements widget
   * registered as the results empty would make InstantSearch search again.
   */
  refinements: ActiveRefinements;
}

/**
 * Each option's count, asked of the search proxy once the page runs in the browser and the
 * empty answer is the current search's (not a page on its way to new results). A count that
 * arrives after the options changed is dropped rather than the request cut off: it is small,
 * and an aborted request is what a shopper's browser reports as a failed one.
 */
function useOptionCounts(
  options: readonly DeadEndOption[],
  settled: boolean,
): Array<number | undefined> {
  const [answer, setAnswer] = useState<{ key: string; counts: Array<number | undefined> }>();
  const key = options.map((option) => option.url).join('\n');
  useEffect(() => {
    if (!settled || options.length === 0) return undefined;
    let current = true;
    fetch(MULTI_SEARCH_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(deadEndCountsBody(options, LISTING_INDEX)),
    })
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((body: { results?: Array<{ totalHits?: number }> }) => {
        if (current) setAnswer({ key, counts: (body.results ?? []).map((r) => r.totalHits) });
      })
      .catch((error: unknown) => {
        // The links work without their counts; the failure is only logged.
        if (current) console.warn('Listing: option counts failed;', error);
      });
    return () => {
      current = false;
    };
  }, [key, settled]);
  return answer?.key === key ? answer.counts : [];
}

/**
 * product rule 9.16: an empty listing says what it searched for and offers the ways out
 * (spelling, each filter dropped, the words dropped, everything), never a bare 'no results'.
 */
export function ListingNoResults({
  site,
  url,
  vocabulary,
  landing,
  refinements,
}: ListingNoResultsProps) {
  const { status } = useInstantSearch();
  const labelOf = chipLabelOf(site);
  const state = parseListingUrl(url, vocabulary)?.state;
  const labelled = refinements.map((refinement) => ({ ...refinement, label: labelOf(refinement) }));
  const options = state
    ? deadEndOptions({ state, refinements: labelled, vocabulary, ...(landing ? { landing } : {}) })
    : [];
  const counts = useOptionCounts(options, status === 'idle');
  const searched = [
    ...(state?.query ? [`“${state.query}”`] : []),
    ...labelled.map(({ label }) => label),
  ];
  return (
    <div className="listing-empty" role="status">
      <p>No vehicles match{searched.length > 0 ? ` ${searched.join(', ')}` : ' your search'}.</p>
      {options.length > 0 ? (
        <ul className="listing-empty__options" aria-label="Try instead">
          {options.map((option, index) => (
            <li key={option.url}>
              <a href={option.url}>
                {option.label}
                {counts[index] !== undefined ? ` · ${carCount(counts[index])}` : ''}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

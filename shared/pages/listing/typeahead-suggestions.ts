import { useEffect, type Dispatch } from 'react';
import { fetchTypeaheadSuggestions, type TypeaheadSuggestion } from './typeahead-client.ts';
import { TYPEAHEAD_DEBOUNCE_MS, TYPEAHEAD_LIMIT, typeaheadQuery } from './typeahead-rules.ts';
import type { TypeaheadAction } from './typeahead-state.ts';
import type { UnderstoodSuggestion } from './typeahead-understood.ts';

/** A car, or the query as the listing reads it (product rule 9.15), listed first. */
export type TypeaheadItem = TypeaheadSuggestion | UnderstoodSuggestion;
type Understand = (query: string, signal: AbortSignal) => Promise<UnderstoodSuggestion | undefined>;

/**
 * Asks the search proxy for suggestions once the shopper pauses typing. `typed` is
 * null until the shopper has typed, so a query already in the URL opens nothing on
 * load. A newer keystroke cancels the pending wait and aborts the request in flight,
 * so an old answer can never replace a newer one.
 */
export function useTypeaheadSuggestions(
  typed: string | null,
  dispatch: Dispatch<TypeaheadAction<TypeaheadItem>>,
  understand?: Understand,
): void {
  useEffect(() => {
    if (typed === null) return;
    const query = typeaheadQuery(typed);
    if (query === null) {
      dispatch({ type: 'cleared' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      Promise.all([
        fetchTypeaheadSuggestions(query, controller.signal),
        understand?.(query, controller.signal),
      ]).then(
        ([cars, understood]) =>
          dispatch({
            type: 'answered',
            items: understood ? [understood, ...cars.slice(0, TYPEAHEAD_LIMIT - 1)] : cars,
          }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // The search box still works without suggestions; the failure is only logged.
          console.error('Typeahead: the search proxy request failed;', error);
          dispatch({ type: 'cleared' });
        },
      );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed, dispatch, understand]);
}

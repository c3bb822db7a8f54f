import { useEffect, type Dispatch } from 'react';
import { fetchTypeaheadSuggestions, type TypeaheadSuggestion } from './typeahead-client.ts';
import { TYPEAHEAD_DEBOUNCE_MS, typeaheadQuery } from './typeahead-rules.ts';
import type { TypeaheadAction } from './typeahead-state.ts';

/**
 * Asks the search proxy for suggestions once the shopper pauses typing. `typed` is
 * null until the shopper has typed, so a query already in the URL opens nothing on
 * load. A newer keystroke cancels the pending wait and aborts the request in flight,
 * so an old answer can never replace a newer one.
 */
export function useTypeaheadSuggestions(
  typed: string | null,
  dispatch: Dispatch<TypeaheadAction<TypeaheadSuggestion>>,
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
      fetchTypeaheadSuggestions(query, controller.signal).then(
        (items) => dispatch({ type: 'answered', items }),
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
  }, [typed, dispatch]);
}

import {
  useCallback,
  useId,
  useReducer,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useSearchBox } from 'react-instantsearch';
import { ANALYTICS_EVENTS } from '../../analytics/analytics-events.ts';
import { track } from '../../analytics/track.ts';
import { carUrl } from '../../inventory/car-identity.ts';
import type { ListingLanding, ListingVocabulary } from '../../search-url/listing-vocabulary.ts';
import type { ImagesConfig } from '../../tenant/tenant-config.ts';
import { TypeaheadListbox } from './typeahead-listbox.tsx';
import { activeSuggestion, initialTypeaheadState, typeaheadReducer } from './typeahead-state.ts';
import { useTypeaheadSuggestions, type TypeaheadItem } from './typeahead-suggestions.ts';
import { fetchUnderstoodSuggestion, isUnderstoodSuggestion } from './typeahead-understood.ts';

export interface ListingSearchBoxProps {
  /** The listing path the form submits to without JavaScript. */
  action: string;
  /** The site's image settings, for the suggestions' thumbnails. */
  images?: ImagesConfig | undefined;
  /** Opens a car's page (react-router from the page); a full page load when absent. */
  navigateTo?: ((url: string) => void) | undefined;
  /** The listing's words and landing page, for the understood suggestion (product rule 9.15). */
  vocabulary?: ListingVocabulary | undefined;
  landing?: ListingLanding | undefined;
}

/**
 * Free-text search. A GET form on the current listing path (`?query=`), so it
 * works before hydration; with JavaScript the query refines in place, and while
 * the shopper types a combobox suggests cars (decision 0006) without touching
 * the listing or the URL until the form is submitted.
 */
export function ListingSearchBox(props: ListingSearchBoxProps) {
  const { action, images, navigateTo, vocabulary, landing } = props;
  // useId: the same ids on the server and in the browser, so hydration matches.
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { query, refine } = useSearchBox();
  const [text, setText] = useState(query);
  // Null until the shopper types: a query arriving in the URL opens no suggestions.
  const [typed, setTyped] = useState<string | null>(null);
  const [state, dispatch] = useReducer(
    typeaheadReducer<TypeaheadItem>,
    undefined,
    initialTypeaheadState<TypeaheadItem>,
  );
  const understand = useCallback(
    (query: string, signal: AbortSignal) =>
      vocabulary
        ? fetchUnderstoodSuggestion(query, vocabulary, landing, signal)
        : Promise.resolve(undefined),
    [vocabulary, landing],
  );
  useTypeaheadSuggestions(typed, dispatch, understand);

  const pick = (car: TypeaheadItem, index: number) => {
    dispatch({ type: 'closed' });
    if (isUnderstoodSuggestion(car)) {
      setText('');
      if (navigateTo) navigateTo(car.url);
      else window.location.assign(car.url);
      return;
    }
    // product rule 9.2: event 29, search select.
    track(ANALYTICS_EVENTS.search_select, {
      car_id: car.id,
      car_slug: car.slug,
      query: text.trim(),
      position: index + 1,
    });
    const url = carUrl(car.slug);
    if (navigateTo) navigateTo(url);
    else window.location.assign(url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'closed' });
    refine(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const hasItems = state.items.length > 0;
    if (event.key === 'ArrowDown' && hasItems) {
      event.preventDefault();
      dispatch({ type: 'next' });
    } else if (event.key === 'ArrowUp' && hasItems) {
      event.preventDefault();
      dispatch({ type: 'previous' });
    } else if (event.key === 'Escape' && state.isOpen) {
      // Closing only: the search field's own Escape would also clear the text.
      event.preventDefault();
      dispatch({ type: 'closed' });
    } else if (event.key === 'Enter') {
      const chosen = activeSuggestion(state);
      if (!chosen) return; // no active option: the form submits the search
      event.preventDefault();
      pick(chosen, state.active);
    }
  };

  return (
    <form
      className="listing-search-box"
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
    >
      <label htmlFor={id}>Search vehicles</label>
      <div className="typeahead">
        <input
          id={id}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={state.isOpen}
          aria-controls={listboxId}
          aria-activedescendant={
            state.isOpen && state.active >= 0 ? optionId(state.active) : undefined
          }
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(event.target.value);
            dispatch({ type: 'typed' });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => state.isOpen && dispatch({ type: 'closed' })}
          placeholder="Make, model or stock number"
          autoComplete="off"
          maxLength={200}
        />
        <TypeaheadListbox
          id={listboxId}
          optionId={optionId}
          state={state}
          images={images}
          onPoint={(index) => dispatch({ type: 'pointed', index })}
          onPick={pick}
        />
      </div>
      <button type="submit">Search</button>
      <p className="visually-hidden" role="status">
        {state.announcement}
      </p>
    </form>
  );
}

/**
 * The typeahead's open/active state as a pure reducer (WAI-ARIA 1.2 combobox with a
 * listbox popup): focus never leaves the input, the active option is only pointed
 * at through aria-activedescendant.
 */
export interface TypeaheadState<T> {
  /** Suggestions of the latest answer, kept while the next query loads (no flicker). */
  items: readonly T[];
  isOpen: boolean;
  /** The option with visual focus, -1 for none. */
  active: number;
  /** Closed by the shopper (Escape, submit, leaving the field): a late answer must not reopen it. */
  isDismissed: boolean;
  /** For the polite live region: 'N suggestions' when an answer arrives, '' otherwise. */
  announcement: string;
}

export type TypeaheadAction<T> =
  | { type: 'typed' }
  | { type: 'answered'; items: readonly T[] }
  | { type: 'cleared' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'pointed'; index: number }
  | { type: 'closed' };

export function initialTypeaheadState<T>(): TypeaheadState<T> {
  return { items: [], isOpen: false, active: -1, isDismissed: false, announcement: '' };
}

export function suggestionCountText(count: number): string {
  if (count === 0) return 'No suggestions';
  return count === 1 ? '1 suggestion' : `${count} suggestions`;
}

export function typeaheadReducer<T>(
  state: TypeaheadState<T>,
  action: TypeaheadAction<T>,
): TypeaheadState<T> {
  const count = state.items.length;
  switch (action.type) {
    case 'typed':
      // The old suggestions stay visible until the new answer, but none is active any more.
      return { ...state, active: -1, isDismissed: false, announcement: '' };
    case 'answered':
      if (state.isDismissed) return { ...state, items: action.items, isOpen: false, active: -1 };
      return {
        ...state,
        items: action.items,
        isOpen: action.items.length > 0,
        active: -1,
        announcement: suggestionCountText(action.items.length),
      };
    case 'cleared':
      return { ...state, items: [], isOpen: false, active: -1, announcement: '' };
    case 'next':
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, isDismissed: false, active: 0 };
      return { ...state, active: (state.active + 1) % count };
    case 'previous':
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, isDismissed: false, active: count - 1 };
      return { ...state, active: state.active <= 0 ? count - 1 : state.active - 1 };
    case 'pointed':
      if (!state.isOpen || action.index < 0 || action.index >= count) return state;
      return { ...state, active: action.index };
    case 'closed':
      return { ...state, isOpen: false, active: -1, isDismissed: true, announcement: '' };
  }
}

/** The suggestion Enter would pick, if any. */
export function activeSuggestion<T>(state: TypeaheadState<T>): T | undefined {
  return state.isOpen && state.active >= 0 ? state.items[state.active] : undefined;
}

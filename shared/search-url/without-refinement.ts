import { withoutMake } from './make-models.ts';
import {
  isRangeAttribute,
  isRefinementAttribute,
  type RangeAttribute,
  type SearchState,
} from './search-state.ts';

/** One active refinement, as InstantSearch lists them for the chips. */
export interface ActiveRefinement {
  attribute: string;
  value: string | number;
  /** '>=' is a range's lower bound, '<=' its upper one, '=' both at one value (one chip). */
  operator?: string;
}

/**
 * Ranges a shopper sees as one chip with one label (product rule 9.4 'Weekly Repayments', 'Has
 * Photos'): removing the chip removes both bounds.
 */
export const WHOLE_RANGE_ATTRIBUTES: readonly RangeAttribute[] = ['weekly_price', 'photos_count'];

/**
 * The state with one refinement taken off (a chip's ×), back on page 1: one bound of a
 * range (the whole range for WHOLE_RANGE_ATTRIBUTES and an exact '=' chip), one value of a list, and with a make
 * its selected models (withoutMake).
 */
export function withoutRefinement(state: SearchState, refinement: ActiveRefinement): SearchState {
  const { attribute, value, operator } = refinement;
  const next: SearchState = { ...state, page: 1 };
  if (isRangeAttribute(attribute)) {
    const { [attribute]: bounds, ...otherRanges } = state.range;
    if (WHOLE_RANGE_ATTRIBUTES.includes(attribute) || operator === '=') next.range = otherRanges;
    else
      next.range = {
        ...otherRanges,
        [attribute]: { ...bounds, [operator === '<=' ? 'max' : 'min']: undefined },
      };
  } else if (attribute === 'make') {
    next.refinementList = withoutMake(state.refinementList, String(value));
  } else if (isRefinementAttribute(attribute)) {
    const values = state.refinementList[attribute] ?? [];
    next.refinementList = {
      ...state.refinementList,
      [attribute]: values.filter((refined) => refined !== String(value)),
    };
  }
  return next;
}

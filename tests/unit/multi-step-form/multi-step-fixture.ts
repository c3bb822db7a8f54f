import {
  initialMultiStepState,
  type MultiStepState,
} from '#shared/forms/multi-step/multi-step-state.ts';
import {
  multiStepReducer,
  type MultiStepAction,
} from '#shared/forms/multi-step/multi-step-reducer.ts';

/** A four-step form's state with the given changes. */
export function stateWith(changes: Partial<MultiStepState> = {}): MultiStepState {
  return { ...initialMultiStepState(4), ...changes };
}

export function run(state: MultiStepState, ...actions: MultiStepAction[]): MultiStepState {
  return actions.reduce(multiStepReducer, state);
}

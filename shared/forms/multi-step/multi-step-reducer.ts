import { LEAD_MESSAGES } from '../../leads/lead-messages.ts';
import type { LeadFieldErrors } from '../../leads/validate-lead.ts';
import { isLastStep, type MultiStepState, type StepSkip } from './multi-step-state.ts';
import { dropSkipsSpanning, skipInto } from './step-skips.ts';

/**
 * A step's Continue/Submit: validate its fields (validationFailed), then, when
 * the step is saved (shouldSaveStep) or the lead submitted, submitStarted and
 * stepSaved / completed / saveFailed; then next. Only `next`, `previous` and
 * `skipTo` change the step, and none does while a request is under way.
 */
export type MultiStepAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skipTo'; step: number }
  | { type: 'submitStarted' }
  /** A step saved as a partial lead; the first save's id and token are kept. */
  | { type: 'stepSaved'; leadId: string; token?: string }
  /** product rule 8.1: the server's message, or none for 'An unexpected error occured'. */
  | { type: 'saveFailed'; message?: string; fieldErrors?: LeadFieldErrors }
  /** The final submission returned a lead id: the success page is loading. */
  | { type: 'completed'; leadId: string }
  | { type: 'validationFailed'; fieldErrors: LeadFieldErrors }
  /** Without a field, the page-level error; with one, that field's message. */
  | { type: 'clearError'; field?: string };

export function multiStepReducer(state: MultiStepState, action: MultiStepAction): MultiStepState {
  switch (action.type) {
    case 'next':
      if (state.status !== 'editing' || isLastStep(state)) return state;
      return moveTo(state, state.stepIndex + 1, dropSkipsSpanning(state.skips, state.stepIndex));
    case 'previous': {
      if (state.status !== 'editing' || state.stepIndex === 0) return state;
      const skip = skipInto(state.skips, state.stepIndex);
      if (!skip) return moveTo(state, state.stepIndex - 1, state.skips);
      return moveTo(
        state,
        skip.from,
        state.skips.filter((kept) => kept !== skip),
      );
    }
    case 'skipTo': {
      const { step } = action;
      const isForward = Number.isInteger(step) && step > state.stepIndex && step < state.stepCount;
      if (state.status !== 'editing' || !isForward) return state;
      const skips = dropSkipsSpanning(state.skips, state.stepIndex);
      return moveTo(state, step, [...skips, { from: state.stepIndex, to: step }]);
    }
    case 'submitStarted':
      if (state.status !== 'editing') return state;
      return { ...state, status: 'submitting', error: undefined, fieldErrors: {} };
    case 'stepSaved':
      return {
        ...state,
        status: 'editing',
        leadId: state.leadId ?? action.leadId,
        token: state.token ?? action.token,
        savedSteps: state.savedSteps.includes(state.stepIndex)
          ? state.savedSteps
          : [...state.savedSteps, state.stepIndex],
      };
    case 'saveFailed':
      return {
        ...state,
        status: 'editing',
        error: action.message || LEAD_MESSAGES.unexpected,
        fieldErrors: action.fieldErrors ?? {},
      };
    case 'completed':
      return { ...state, status: 'completed', leadId: action.leadId, error: undefined };
    case 'validationFailed':
      return { ...state, fieldErrors: action.fieldErrors };
    case 'clearError': {
      const { field } = action;
      if (field === undefined) return { ...state, error: undefined };
      const { [field]: _cleared, ...fieldErrors } = state.fieldErrors;
      return { ...state, fieldErrors };
    }
  }
}

/**
 * product rule 4.12: Next clears the current error; the error belongs to the
 * step (product rule 8.2: shown in the form), so Previous and skip-to clear it too.
 */
function moveTo(
  state: MultiStepState,
  stepIndex: number,
  skips: readonly StepSkip[],
): MultiStepState {
  return { ...state, stepIndex, skips, error: undefined, fieldErrors: {} };
}

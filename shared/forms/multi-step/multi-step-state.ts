import type { LeadFieldErrors } from '../../leads/validate-lead.ts';

/**
 * product rule 3.4 skipped_steps: the shopper jumped from step `from` straight to step
 * `to` (0-based indexes, always from < to; see step-skips.ts).
 */
export interface StepSkip {
  from: number;
  to: number;
}

/** 'completed': the lead was submitted and the success page is loading. */
export type MultiStepStatus = 'editing' | 'submitting' | 'completed';

/** product rule 3.4 multi-step lead state, as the form holds it between steps. */
export interface MultiStepState {
  /** Steps are indexed from 0. */
  stepIndex: number;
  stepCount: number;
  /** The skips on the shopper's way to the current step, oldest first. */
  skips: readonly StepSkip[];
  /** Indexes of the steps already sent as a partial lead (product rule 4.7: each step saved once). */
  savedSteps: readonly number[];
  /** From the first saved step on, every request continues this lead. */
  leadId?: string;
  /** The lead's X-Lead-Token, answered by the request that created it. */
  token?: string;
  status: MultiStepStatus;
  /** product rule 8.2: the page-level and current step error (the red alert). */
  error?: string;
  fieldErrors: LeadFieldErrors;
}

export function initialMultiStepState(stepCount: number): MultiStepState {
  if (!Number.isInteger(stepCount) || stepCount < 1) {
    throw new Error(
      `A multi-step form needs a whole number of steps, at least 1; got ${stepCount}`,
    );
  }
  return { stepIndex: 0, stepCount, skips: [], savedSteps: [], status: 'editing', fieldErrors: {} };
}

export function isLastStep(state: MultiStepState): boolean {
  return state.stepIndex === state.stepCount - 1;
}

import { isLastStep, type MultiStepState } from './multi-step-state.ts';

/**
 * product rule 4.12: index / number of steps as a percentage (unrounded; the bar takes it
 * as a width), 100 once completed. So the first step shows 0.
 */
export function progressPercent(state: MultiStepState): number {
  if (state.status === 'completed') return 100;
  return (state.stepIndex / state.stepCount) * 100;
}

export function stepLabel(state: MultiStepState): string {
  return `Step ${state.stepIndex + 1} of ${state.stepCount}`;
}

/** product rule 4.7: "from step 2", counted from 1 as the label shows it: index 1 on. */
export function showBackButton(state: MultiStepState): boolean {
  return state.stepIndex >= 1;
}

export interface PrimaryButtonOptions {
  /** The last step's label instead of 'Submit'. */
  lastStepLabel?: string;
}

/** product rule 2.8: 'Loading' while submitting or while the success page loads. */
export function primaryButtonLabel(
  state: MultiStepState,
  options: PrimaryButtonOptions = {},
): string {
  if (state.status !== 'editing') return 'Loading';
  if (isLastStep(state)) return options.lastStepLabel ?? 'Submit';
  return 'Continue';
}

export function isPrimaryDisabled(state: MultiStepState): boolean {
  return state.status !== 'editing';
}

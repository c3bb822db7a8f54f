import { describe, expect, test } from 'vitest';
import type { MultiStepStatus } from '#shared/forms/multi-step/multi-step-state.ts';
import {
  isPrimaryDisabled,
  primaryButtonLabel,
  progressPercent,
  showBackButton,
  stepLabel,
} from '#shared/forms/multi-step/multi-step-view.ts';
import { stateWith } from './multi-step-fixture.ts';

describe('progress (product rule 4.12)', () => {
  test.each([
    [0, 'editing', 0],
    [1, 'editing', 25],
    [3, 'editing', 75],
    [3, 'submitting', 75],
    [3, 'completed', 100],
  ] as const)('step index %d of 4, %s: %d%%', (stepIndex, status, expected) => {
    expect(progressPercent(stateWith({ stepIndex, status }))).toBe(expected);
  });

  test('a three-step form is not rounded', () => {
    expect(progressPercent({ ...stateWith({ stepIndex: 1 }), stepCount: 3 })).toBeCloseTo(33.333);
  });

  test('the step label counts from 1', () => {
    expect(stepLabel(stateWith({ stepIndex: 0 }))).toBe('Step 1 of 4');
    expect(stepLabel(stateWith({ stepIndex: 3 }))).toBe('Step 4 of 4');
  });
});

describe('buttons (product rules 2.8 and 4.7)', () => {
  test.each([
    [0, false],
    [1, true],
    [3, true],
  ])('back button at step index %d: %s', (stepIndex, expected) => {
    expect(showBackButton(stateWith({ stepIndex }))).toBe(expected);
  });

  test.each<[number, MultiStepStatus, string | undefined, string, boolean]>([
    [0, 'editing', undefined, 'Continue', false],
    [2, 'editing', 'Send', 'Continue', false],
    [3, 'editing', undefined, 'Submit', false],
    [3, 'editing', 'Book my test drive', 'Book my test drive', false],
    [1, 'submitting', undefined, 'Loading', true],
    [3, 'submitting', 'Send', 'Loading', true],
    [3, 'completed', undefined, 'Loading', true],
  ])('step index %d, %s, last label %s: %s, disabled %s', (stepIndex, status, last, label, off) => {
    const state = stateWith({ stepIndex, status });
    expect(primaryButtonLabel(state, { lastStepLabel: last })).toBe(label);
    expect(isPrimaryDisabled(state)).toBe(off);
  });
});

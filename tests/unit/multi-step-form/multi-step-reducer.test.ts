import { describe, expect, test } from 'vitest';
import {
  multiStepReducer,
  type MultiStepAction,
} from '#shared/forms/multi-step/multi-step-reducer.ts';
import { initialMultiStepState } from '#shared/forms/multi-step/multi-step-state.ts';
import { run, stateWith } from './multi-step-fixture.ts';

const NEXT = { type: 'next' } as const;
const PREVIOUS = { type: 'previous' } as const;
const skipTo = (step: number) => ({ type: 'skipTo', step }) as const;

describe('initial state', () => {
  test('starts at step index 0, editing, with nothing saved or skipped', () => {
    expect(initialMultiStepState(3)).toEqual({
      stepIndex: 0,
      stepCount: 3,
      skips: [],
      savedSteps: [],
      status: 'editing',
      fieldErrors: {},
    });
  });

  test.each([0, -1, 2.5])('%d steps is a developer error', (count) => {
    expect(() => initialMultiStepState(count)).toThrow(/at least 1/);
  });
});

describe('next (product rule 4.7)', () => {
  test('advances one step and clears the step error and field errors', () => {
    const state = stateWith({ stepIndex: 1, error: 'boom', fieldErrors: { email: 'x' } });
    const next = multiStepReducer(state, NEXT);
    expect(next.stepIndex).toBe(2);
    expect(next.error).toBeUndefined();
    expect(next.fieldErrors).toEqual({});
  });

  test('does nothing on the last step', () => {
    const state = stateWith({ stepIndex: 3 });
    expect(multiStepReducer(state, NEXT)).toBe(state);
  });

  test.each(['submitting', 'completed'] as const)('does nothing while %s', (status) => {
    const state = stateWith({ status });
    expect(multiStepReducer(state, NEXT)).toBe(state);
  });

  test.each([
    // [step left, skips before, skips after]
    [1, [{ from: 0, to: 3 }], []], // inside the jumped-over steps
    [1, [{ from: 1, to: 3 }], []], // at the skip's origin
    [2, [{ from: 0, to: 2 }], [{ from: 0, to: 2 }]], // reached by the skip: kept
    [
      2,
      [
        { from: 0, to: 1 },
        { from: 2, to: 3 },
      ],
      [{ from: 0, to: 1 }],
    ],
  ])('leaving step %d, skips %j become %j', (stepIndex, skips, expected) => {
    expect(multiStepReducer(stateWith({ stepIndex, skips }), NEXT).skips).toEqual(expected);
  });

  test('after walking the steps a skip jumped over, Previous goes back one step at a time', () => {
    const state = run(stateWith({ stepIndex: 1, skips: [{ from: 1, to: 3 }] }), NEXT, NEXT);
    expect(state.stepIndex).toBe(3);
    expect(multiStepReducer(state, PREVIOUS).stepIndex).toBe(2);
  });
});

describe('previous (product rule 4.7)', () => {
  test('does nothing at step 0', () => {
    const state = stateWith({ stepIndex: 0 });
    expect(multiStepReducer(state, PREVIOUS)).toBe(state);
  });

  test('goes back one step when the current step was not reached by a skip', () => {
    const state = stateWith({ stepIndex: 2, skips: [{ from: 0, to: 1 }] });
    expect(multiStepReducer(state, PREVIOUS)).toMatchObject({
      stepIndex: 1,
      skips: [{ from: 0, to: 1 }],
    });
  });

  test("after a skip, returns to the skip's origin and removes the record", () => {
    const skipped = run(stateWith({ stepIndex: 1 }), skipTo(3));
    expect(skipped).toMatchObject({ stepIndex: 3, skips: [{ from: 1, to: 3 }] });
    expect(multiStepReducer(skipped, PREVIOUS)).toMatchObject({ stepIndex: 1, skips: [] });
  });

  test('retraces a path of steps and skips', () => {
    const atEnd = run(initialMultiStepState(6), skipTo(2), NEXT, skipTo(5));
    expect(atEnd.skips).toEqual([
      { from: 0, to: 2 },
      { from: 3, to: 5 },
    ]);
    const visited = [atEnd.stepIndex];
    let state = atEnd;
    while (state.stepIndex > 0) {
      state = multiStepReducer(state, PREVIOUS);
      visited.push(state.stepIndex);
    }
    expect(visited).toEqual([5, 3, 2, 0]);
    expect(state.skips).toEqual([]);
  });

  test('clears the step error', () => {
    const state = stateWith({ stepIndex: 1, error: 'boom', fieldErrors: { email: 'x' } });
    expect(multiStepReducer(state, PREVIOUS)).toMatchObject({ error: undefined, fieldErrors: {} });
  });

  test('does nothing while submitting', () => {
    const state = stateWith({ stepIndex: 2, status: 'submitting' });
    expect(multiStepReducer(state, PREVIOUS)).toBe(state);
  });
});

describe('skip-to (product rule 4.7)', () => {
  test('jumps forward and records from and to', () => {
    expect(multiStepReducer(stateWith({ stepIndex: 0 }), skipTo(2))).toMatchObject({
      stepIndex: 2,
      skips: [{ from: 0, to: 2 }],
    });
  });

  test.each([
    ['backwards', 1],
    ['to the current step', 2],
    ['past the last step', 4],
    ['to a fraction', 2.5],
  ])('%s is ignored', (_case, step) => {
    const state = stateWith({ stepIndex: 2 });
    expect(multiStepReducer(state, skipTo(step))).toBe(state);
  });

  test('does nothing while submitting', () => {
    const state = stateWith({ status: 'submitting' });
    expect(multiStepReducer(state, skipTo(2))).toBe(state);
  });
});

describe('saving and submitting', () => {
  test('submitStarted disables the form and clears the errors', () => {
    const state = stateWith({ error: 'boom', fieldErrors: { email: 'x' } });
    expect(multiStepReducer(state, { type: 'submitStarted' })).toMatchObject({
      status: 'submitting',
      error: undefined,
      fieldErrors: {},
    });
  });

  test('a second submitStarted while submitting changes nothing', () => {
    const state = stateWith({ status: 'submitting' });
    expect(multiStepReducer(state, { type: 'submitStarted' })).toBe(state);
  });

  test('the first save keeps the lead id and token; later saves keep them', () => {
    const first = run(
      stateWith(),
      { type: 'submitStarted' },
      { type: 'stepSaved', leadId: 'lead-1', token: 'token-1' },
    );
    expect(first).toMatchObject({
      status: 'editing',
      stepIndex: 0,
      leadId: 'lead-1',
      token: 'token-1',
      savedSteps: [0],
    });
    const second = run(first, NEXT, { type: 'submitStarted' }, { type: 'stepSaved', leadId: 'x' });
    expect(second).toMatchObject({ leadId: 'lead-1', token: 'token-1', savedSteps: [0, 1] });
  });

  test('a step saved again is recorded once', () => {
    const state = stateWith({ savedSteps: [0], leadId: 'lead-1', token: 't' });
    expect(multiStepReducer(state, { type: 'stepSaved', leadId: 'lead-1' }).savedSteps).toEqual([
      0,
    ]);
  });

  test.each<[MultiStepAction & { type: 'saveFailed' }, string]>([
    [{ type: 'saveFailed', message: 'Some fields need attention' }, 'Some fields need attention'],
    [{ type: 'saveFailed' }, 'An unexpected error occured'],
    [{ type: 'saveFailed', message: '' }, 'An unexpected error occured'],
  ])('a failed request shows its error and stays on the step: %j', (action, error) => {
    const state = run(stateWith({ stepIndex: 1 }), { type: 'submitStarted' }, action);
    expect(state).toMatchObject({ status: 'editing', stepIndex: 1, error, savedSteps: [] });
  });

  test("a failed request's field errors are shown beside the fields", () => {
    const state = run(
      stateWith(),
      { type: 'submitStarted' },
      { type: 'saveFailed', message: 'Some fields need attention', fieldErrors: { phone: 'p' } },
    );
    expect(state.fieldErrors).toEqual({ phone: 'p' });
  });

  test('completed keeps the button busy while the success page loads', () => {
    const state = run(
      stateWith({ stepIndex: 3, leadId: 'lead-1', token: 't' }),
      { type: 'submitStarted' },
      { type: 'completed', leadId: 'lead-1' },
    );
    expect(state).toMatchObject({ status: 'completed', leadId: 'lead-1', stepIndex: 3 });
    expect(multiStepReducer(state, PREVIOUS)).toBe(state);
  });
});

describe('errors', () => {
  test('validationFailed shows the field errors and stays on the step', () => {
    const state = multiStepReducer(stateWith({ stepIndex: 1 }), {
      type: 'validationFailed',
      fieldErrors: { email: 'invalid email address' },
    });
    expect(state).toMatchObject({
      stepIndex: 1,
      status: 'editing',
      fieldErrors: { email: 'invalid email address' },
    });
  });

  test('clearError without a field clears the page error only', () => {
    const state = stateWith({ error: 'boom', fieldErrors: { email: 'x' } });
    expect(multiStepReducer(state, { type: 'clearError' })).toMatchObject({
      error: undefined,
      fieldErrors: { email: 'x' },
    });
  });

  test("clearError with a field clears that field's message only", () => {
    const state = stateWith({ error: 'boom', fieldErrors: { email: 'x', phone: 'y' } });
    expect(multiStepReducer(state, { type: 'clearError', field: 'email' })).toMatchObject({
      error: 'boom',
      fieldErrors: { phone: 'y' },
    });
  });
});

import { describe, expect, test } from 'vitest';
import {
  buildFinalSubmitRequest,
  buildStepSaveRequest,
  shouldSaveStep,
  submittedLeadEventId,
  type LeadRequestInput,
} from '#shared/forms/multi-step/step-request.ts';
import { run, stateWith } from './multi-step-fixture.ts';

const input: LeadRequestInput = {
  form: 'finance',
  fields: { name: 'Ann', email: 'ann@example.com' },
  idempotencyKey: 'key-0001',
};
const JSON_HEADER = { 'Content-Type': 'application/json' };
const continued = { leadId: 'lead-1', token: 'token-1' };

describe('save once (product rule 4.7)', () => {
  test('a step is saved until it has been saved', () => {
    const state = run(stateWith(), { type: 'stepSaved', ...continued }, { type: 'next' });
    expect(shouldSaveStep(state, 0)).toBe(false);
    expect(shouldSaveStep(state)).toBe(true);
    expect(shouldSaveStep(run(state, { type: 'previous' }))).toBe(false);
  });
});

describe('a step save (product rule 4.7)', () => {
  test('the first creates an Incomplete lead with the idempotency key', () => {
    expect(
      buildStepSaveRequest(stateWith(), { ...input, captcha: 'c', sourcePage: '/finance' }),
    ).toEqual({
      method: 'POST',
      path: '/api/leads',
      headers: { ...JSON_HEADER, 'Idempotency-Key': 'key-0001' },
      body: {
        form: 'finance',
        fields: input.fields,
        form_completed: false,
        source_page: '/finance',
        captcha: 'c',
      },
    });
  });

  test('later ones continue the lead with its token, without form, captcha or key', () => {
    const state = stateWith({ stepIndex: 1, savedSteps: [0], ...continued });
    expect(buildStepSaveRequest(state, { ...input, captcha: 'c' })).toEqual({
      method: 'PATCH',
      path: '/api/leads/lead-1',
      headers: { ...JSON_HEADER, 'X-Lead-Token': 'token-1' },
      body: { fields: input.fields, form_completed: false },
    });
  });

  test('step number and skipped steps are added when skips exist', () => {
    const state = stateWith({ stepIndex: 2, skips: [{ from: 0, to: 2 }] });
    expect(buildStepSaveRequest(state, input).body).toEqual({
      form: 'finance',
      fields: input.fields,
      form_completed: false,
      step_number: 2,
      skipped_steps: [{ from: 0, to: 2 }],
    });
  });

  test('a lead id without its token is a developer error, not a second lead', () => {
    expect(() => buildStepSaveRequest(stateWith({ leadId: 'lead-1' }), input)).toThrow(/token/);
  });
});

describe('the final submission (product rule 4.7)', () => {
  test('sends the whole lead as the last step, completed', () => {
    const state = stateWith({ stepIndex: 3, savedSteps: [0, 1, 2], ...continued });
    expect(buildFinalSubmitRequest(state, input)).toEqual({
      method: 'PATCH',
      path: '/api/leads/lead-1',
      headers: { ...JSON_HEADER, 'X-Lead-Token': 'token-1' },
      body: { fields: input.fields, form_completed: true, step_number: 3 },
    });
  });

  test('carries the skips', () => {
    const state = stateWith({ stepIndex: 3, skips: [{ from: 1, to: 3 }], ...continued });
    expect(buildFinalSubmitRequest(state, input).body).toEqual({
      fields: input.fields,
      form_completed: true,
      step_number: 3,
      skipped_steps: [{ from: 1, to: 3 }],
    });
  });

  test('creates the lead when no step was saved before', () => {
    expect(buildFinalSubmitRequest(stateWith({ stepIndex: 3 }), input)).toMatchObject({
      method: 'POST',
      headers: { 'Idempotency-Key': 'key-0001' },
      body: { form: 'finance', form_completed: true, step_number: 3 },
    });
  });
});

describe('the event a completed lead fires (product rule 9.2)', () => {
  test.each([
    // the server's answer, the form's own event, fired
    [51, undefined, 51],
    [51, 22, 51],
    [15, 15, 15],
    [null, 48, 48],
    [null, undefined, 22],
    [undefined, undefined, 22],
  ] as const)('answered %s, form %s: %s', (answered, form, fired) => {
    expect(submittedLeadEventId(answered, form)).toBe(fired);
  });
});

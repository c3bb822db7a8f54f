import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_TEXT,
  INITIAL_CAPTCHA_STATE,
  captchaPayload,
  captchaReducer,
  captchaStatusText,
  refreshDelay,
  type CaptchaAction,
  type CaptchaState,
} from '#shared/components/forms/captcha/captcha-state.ts';

const run = (...actions: CaptchaAction[]): CaptchaState =>
  actions.reduce(captchaReducer, INITIAL_CAPTCHA_STATE);
const solved = { type: 'solved', payload: 'cGF5bG9hZA==', expiresAt: 600_000 } as const;

describe('captchaReducer', () => {
  it('goes idle, verifying, verified and carries the payload', () => {
    expect(captchaStatusText(run())).toBe('');
    expect(captchaStatusText(run({ type: 'start' }))).toBe(CAPTCHA_TEXT.verifying);
    const verified = run({ type: 'start' }, solved);
    expect(captchaStatusText(verified)).toBe('Verified');
    expect(captchaPayload(verified)).toBe('cGF5bG9hZA==');
  });

  it('announces a failure and lets the shopper try again', () => {
    const failed = run({ type: 'start' }, { type: 'failed' });
    expect(captchaStatusText(failed)).toBe('Verification failed, try again');
    expect(captchaPayload(failed)).toBeUndefined();
    expect(run({ type: 'start' }, { type: 'failed' }, { type: 'start' }).status).toBe('verifying');
  });

  it('ignores a second start, and results that arrive when nothing is running', () => {
    expect(run({ type: 'start' }, solved, { type: 'start' }).status).toBe('verified');
    expect(run(solved).status).toBe('idle');
    expect(run({ type: 'start' }, solved, { type: 'failed' }).status).toBe('verified');
  });

  it('reset drops the payload', () => {
    const again = run({ type: 'start' }, solved, { type: 'reset' });
    expect(again).toEqual(INITIAL_CAPTCHA_STATE);
    expect(captchaPayload(again)).toBeUndefined();
  });
});

describe('refreshDelay', () => {
  const verified = run({ type: 'start' }, solved);

  it('asks for a new challenge 30 seconds before the payload expires', () => {
    expect(refreshDelay(verified, 0)).toBe(570_000);
  });

  it('never refreshes without an expiry, before verification, or when the clock is off', () => {
    expect(
      refreshDelay(run({ type: 'start' }, { ...solved, expiresAt: undefined }), 0),
    ).toBeUndefined();
    expect(refreshDelay(run({ type: 'start' }), 0)).toBeUndefined();
    expect(refreshDelay(verified, 580_000)).toBeUndefined();
  });
});

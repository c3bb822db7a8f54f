export type CaptchaState =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; payload: string; expiresAt: number | undefined }
  | { status: 'failed' };

export type CaptchaAction =
  | { type: 'start' }
  | { type: 'solved'; payload: string; expiresAt: number | undefined }
  | { type: 'failed' }
  | { type: 'reset' };

export const INITIAL_CAPTCHA_STATE: CaptchaState = { status: 'idle' };

export const CAPTCHA_TEXT = {
  label: 'I’m not a robot',
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'Verification failed, try again',
} as const;

export function captchaReducer(state: CaptchaState, action: CaptchaAction): CaptchaState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' || state.status === 'failed' ? { status: 'verifying' } : state;
    case 'solved':
      return state.status === 'verifying'
        ? { status: 'verified', payload: action.payload, expiresAt: action.expiresAt }
        : state;
    case 'failed':
      return state.status === 'verifying' ? { status: 'failed' } : state;
    case 'reset':
      return INITIAL_CAPTCHA_STATE;
  }
}

/** What the live region says; empty until the shopper starts (and on the server). */
export function captchaStatusText(state: CaptchaState): string {
  return state.status === 'idle' ? '' : CAPTCHA_TEXT[state.status];
}

export function captchaPayload(state: CaptchaState): string | undefined {
  return state.status === 'verified' ? state.payload : undefined;
}

/** Fetch a new challenge this long before the current one expires. */
const REFRESH_MARGIN_MS = 30_000;

/**
 * How long until a verified payload should be replaced; undefined when never (no expiry) or
 * when the browser's clock is so far off the server's that it looks expired already, which
 * would otherwise refetch in a loop.
 */
export function refreshDelay(state: CaptchaState, now: number): number | undefined {
  if (state.status !== 'verified' || state.expiresAt === undefined) return undefined;
  const delay = state.expiresAt - now - REFRESH_MARGIN_MS;
  return delay > 0 ? delay : undefined;
}

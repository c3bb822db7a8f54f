import { solveChallenge, type Challenge } from 'altcha-lib';
// The web build of the SHA key derivation (WebCrypto); 'algorithms/sha' needs node:crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { encodeCaptchaPayload } from './captcha-payload.ts';
import { yieldingDeriveKey } from './yielding-derive-key.ts';

export interface SolveCaptchaOptions {
  /** captchaChallengeUrl(form): a challenge is for one site's form. */
  challengeUrl: string;
  /** Aborts the fetch and the solve (a reset or an unmount). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export interface SolvedCaptcha {
  payload: string;
  /** When the challenge stops being accepted (ms since the epoch), if it says. */
  expiresAt: number | undefined;
}

/**
 * Browser side of the captcha: fetches a challenge and works it out on the main thread in
 * slices (a worker would need a bundle of its own). Resolves null when aborted, rejects when
 * the challenge cannot be fetched or solved.
 */
export async function solveCaptcha(options: SolveCaptchaOptions): Promise<SolvedCaptcha | null> {
  const { challengeUrl, signal, fetch: fetchImpl = fetch } = options;
  const response = await fetchImpl(challengeUrl, {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey: yieldingDeriveKey(deriveKey),
    controller,
    timeout: 60_000,
  });
  if (signal?.aborted) return null;
  if (!solution) throw new Error('captcha challenge not solved in time');
  const { expiresAt } = challenge.parameters;
  return {
    payload: encodeCaptchaPayload(challenge, solution),
    expiresAt: typeof expiresAt === 'number' ? expiresAt * 1000 : undefined,
  };
}

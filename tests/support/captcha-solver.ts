import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a challenge from GET /api/captcha/challenge and encodes it as the widget does. */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

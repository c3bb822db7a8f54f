import { Router, type RequestHandler } from 'express';
import { apiError } from '#server/http/errors.server.ts';
import type { Captcha } from './captcha.server.ts';

export interface CaptchaRouterOptions {
  captcha: Pick<Captcha, 'challenge'>;
  /** Run before a challenge is made (writeRateLimits): each one costs a signature. */
  limits?: RequestHandler[];
}

/**
 * `GET /challenge`: a new signed challenge for the ALTCHA widget (its challenge URL),
 * never cached. Mounted at /api/captcha.
 */
export function captchaRouter(options: CaptchaRouterOptions): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  router.get('/challenge', noStore, ...(options.limits ?? []), async (_req, res) => {
    res.json(await options.captcha.challenge());
  });
  router.all('/challenge', noStore, (_req, res) => {
    res
      .status(405)
      .setHeader('Allow', 'GET')
      .json(apiError('method_not_allowed', 'Ask for a captcha challenge with GET'));
  });
  return router;
}

import { Router, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { apiError, apiServerError } from '#server/http/errors.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { CreatePaymentIntent } from './create-payment-intent.server.ts';
import { readPaymentIntentQuery } from './payment-intent-query.ts';

/**
 * `POST /api/dealerships/:dealership_id/payment_intent?car_id=&origin=` (product rule 7.1; no body,
 * JSON answer `{ client_secret, payment_intent }`). The saved reservation lead rides in the
 * `X-Lead-Id` and `X-Lead-Token` headers. Behind the write rate limits.
 */
export function paymentsRouter(options: {
  createPaymentIntent: CreatePaymentIntent;
  limits: RequestHandler[];
}): Router {
  const router = Router();
  router.post('/:dealership_id/payment_intent', ...options.limits, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const tenant = res.locals.tenant as ResolvedTenant;
    const query = readPaymentIntentQuery(
      tenant.config,
      String(req.params.dealership_id),
      req.query as Record<string, unknown>,
    );
    if (!query.ok) {
      res.status(query.status).json(apiError(query.code, query.message, query.fields));
      return;
    }
    const result = await options.createPaymentIntent(
      tenant.config,
      query.value,
      { id: req.get('X-Lead-Id'), token: req.get('X-Lead-Token') },
      res.locals.log as Logger,
    );
    if (!result.ok) {
      res
        .status(result.status)
        .json(
          result.status >= 500
            ? apiServerError(res, result.code, result.message)
            : apiError(result.code, result.message, result.fields),
        );
      return;
    }
    res.status(200).json(result.body);
  });
  router.all('/:dealership_id/payment_intent', (req, res) => {
    res
      .status(405)
      .setHeader('Allow', 'POST')
      .json(apiError('method_not_allowed', `${req.method} is not supported here; use POST`));
  });
  return router;
}

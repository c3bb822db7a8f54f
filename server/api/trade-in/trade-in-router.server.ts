import { Router } from 'express';
import { apiError, apiServerError } from '#server/http/errors.server.ts';
import { noteServerError } from '#server/http/request-log.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { ValueTradeIn } from '#server/trade-in/trade-in-market.server.ts';
import { offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import { NO_ONLINE_ESTIMATE_NOTE } from '#shared/trade-in/online-estimate.ts';
import {
  OUTSIDE_RULE_WORDS,
  outsideRuleText,
  type OutsideRuleReason,
} from '#shared/trade-in/trade-in-estimate.ts';
import { LEAD_ERRORS, sendLeadError } from '#server/leads/intake/lead-errors.ts';
import { readEstimateQuery } from './estimate-query.ts';

/** The parameter that puts a vehicle outside the trade-in rule. */
const REASON_PARAMS: Readonly<Record<OutsideRuleReason, string>> = { age: 'year', km: 'km' };

/**
 * `GET /api/trade-in/estimate?make=&model=&year=&km=&condition=`: the site's online trade-in
 * estimate (docs/decisions/0019-trade-in-estimate.md). 200 `{ low, high, currency: "AUD",
 * comparables }` in whole dollars, with `low` and `high` null when no comparable car was
 * found; 422 for a vehicle outside the trade-in rule, naming the parameter that puts it
 * there; 400 naming a missing, repeated, unknown or malformed parameter; 404 on a site
 * that does not value trade-ins.
 */
export function tradeInRouter(options: { valueTradeIn: ValueTradeIn }): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/estimate', async (req, res) => {
    const tenant = res.locals.tenant as ResolvedTenant;
    if (!offersLeadForm(tenant.site, 'trade-in')) {
      sendLeadError(res, LEAD_ERRORS.formNotOffered('trade-in'));
      return;
    }
    const now = new Date();
    const query = readEstimateQuery(new URL(req.originalUrl, 'http://site').searchParams, now);
    if (!query.ok) {
      res
        .status(400)
        .json(apiError('invalid_parameter', query.message, { [query.param]: query.message }));
      return;
    }
    let estimate;
    try {
      estimate = await options.valueTradeIn(tenant.config, query.vehicle, now);
    } catch (error) {
      noteServerError(res, error, 'trade-in estimate failed');
      res
        .status(500)
        .json(apiServerError(res, 'internal', 'The estimate is not available; please try again'));
      return;
    }
    switch (estimate.outcome) {
      case 'outside-rule': {
        const fields = Object.fromEntries(
          estimate.reasons.map((reason) => [REASON_PARAMS[reason], OUTSIDE_RULE_WORDS[reason]]),
        );
        const message = `This vehicle is ${outsideRuleText(estimate.reasons)}. ${NO_ONLINE_ESTIMATE_NOTE}`;
        res.status(422).json(apiError('no_online_estimate', message, fields));
        return;
      }
      case 'no-comparables':
        res.json({ low: null, high: null, currency: 'AUD', comparables: 0 });
        return;
      case 'estimate':
        res.json({
          low: estimate.low,
          high: estimate.high,
          currency: 'AUD',
          comparables: estimate.comparables,
        });
    }
  });

  router.all('/estimate', (_req, res) => {
    res
      .status(405)
      .setHeader('Allow', 'GET')
      .json(apiError('method_not_allowed', 'Ask for an estimate with GET'));
  });
  return router;
}

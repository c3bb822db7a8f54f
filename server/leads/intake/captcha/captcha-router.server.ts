import { Router, type RequestHandler } from 'express';
import { LEAD_ERRORS, sendLeadError } from '#server/leads/intake/lead-errors.ts';
import { apiError } from '#server/http/errors.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { isLeadFormKind, LEAD_FORM_KINDS } from '#shared/leads/lead-forms.ts';
import { offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import type { Captcha } from './captcha.server.ts';

export interface CaptchaRouterOptions {
  captcha: Pick<Captcha, 'challenge'>;
  /** Run before a challenge is made (writeRateLimits): each one costs a signature. */
  limits?: RequestHandler[];
}

const FORM_PARAMETER = `Say which form the challenge is for: ?form= one of ${LEAD_FORM_KINDS.join(', ')}`;

/**
 * `GET /challenge?form=<kind>`: a new signed challenge for the ALTCHA widget (its challenge
 * URL), bound to this site and one form it offers, never cached. Mounted at /api/captcha.
 */
export function captchaRouter(options: CaptchaRouterOptions): Router {
  const router = Router();
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  router.get('/challenge', noStore, ...(options.limits ?? []), async (req, res) => {
    const form = req.query.form;
    if (form === undefined || form === '') {
      return void res
        .status(400)
        .json(apiError('form_required', FORM_PARAMETER, { form: FORM_PARAMETER }));
    }
    if (typeof form !== 'string' || !isLeadFormKind(form)) {
      const what = typeof form === 'string' ? `'${form.slice(0, 40)}' is not a form` : 'one form';
      const message = `${what}. ${FORM_PARAMETER}`;
      return void res.status(400).json(apiError('invalid_form', message, { form: message }));
    }
    const tenant = res.locals.tenant as ResolvedTenant;
    if (!offersLeadForm(tenant.site, form)) {
      return sendLeadError(res, LEAD_ERRORS.formNotOffered(form));
    }
    res.json(await options.captcha.challenge({ site: tenant.config.slug, form }));
  });
  router.all('/challenge', noStore, (_req, res) => {
    res
      .status(405)
      .setHeader('Allow', 'GET')
      .json(apiError('method_not_allowed', 'Ask for a captcha challenge with GET'));
  });
  return router;
}

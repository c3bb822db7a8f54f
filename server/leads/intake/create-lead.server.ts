import crypto from 'node:crypto';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { Captcha, CaptchaFailure } from '#server/leads/intake/captcha/captcha.server.ts';
import type { Database } from '#server/db/database.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type { LeadStatus } from '#server/leads/store/lead-row.ts';
import { createLead } from '#server/leads/store/lead-store.server.ts';
import { hashLeadToken, leadToken } from '#server/leads/store/lead-token.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { leadTradeInEstimate } from '#server/trade-in/lead-trade-in-estimate.server.ts';
import type { ValueTradeIn } from '#server/trade-in/trade-in-market.server.ts';
import { leadRulesFor } from '#shared/leads/lead-rules.ts';
import { offersLeadForm } from '#shared/leads/offered-lead-forms.ts';
import { checkLead } from './check-lead.server.ts';
import { checkError, LEAD_ERRORS, sendLeadError, type LeadError } from './lead-errors.ts';
import type { CreateLeadRequest } from './lead-request-body.ts';
import { requestFingerprint } from './request-fingerprint.ts';

export type CaptchaVerifier = Pick<Captcha, 'verify'>;

const CAPTCHA_ERRORS: Record<CaptchaFailure, LeadError> = {
  missing: LEAD_ERRORS.captchaMissing,
  invalid: LEAD_ERRORS.captchaFailed,
  expired: LEAD_ERRORS.captchaExpired,
  reused: LEAD_ERRORS.captchaReused,
  'other-site': LEAD_ERRORS.captchaOtherSite,
  'other-form': LEAD_ERRORS.captchaOtherForm,
};

interface CreateLeadDeps {
  database: Database;
  findCar: FindTenantCar;
  captcha: CaptchaVerifier;
  valueTradeIn: ValueTradeIn;
  tokenSecret: () => Promise<string>;
  onDeliveriesQueued: () => void;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** The outcome of a create: the lead's answer, or one of the lead API's errors. */
export type CreateLeadResult =
  | {
      ok: true;
      replayed: boolean;
      lead: { lead_id: string; token: string; status: LeadStatus; event_id: number | null };
    }
  | { ok: false; error: LeadError };

type StoredAnswer = { id: string; status: LeadStatus; event_id: number | null };

/**
 * Creates a lead: the JSON API and a page's plain form post both come here.
 * Order matters: a form the site does not offer is refused first; a replay is
 * answered before anything else is checked (its captcha was spent by the first
 * request); the captcha is checked last, so a solution is not spent on a body
 * that fails validation.
 */
export function createLeadService(deps: CreateLeadDeps) {
  const replay = async (slug: string, key: string) => {
    const { rows } = await deps.database.query<
      StoredAnswer & { request_fingerprint: string | null }
    >(
      `select id, status, event_id, request_fingerprint from leads
        where tenant_slug = $1 and idempotency_key = $2`,
      [slug, key],
    );
    return rows[0];
  };
  const answer = async (lead: StoredAnswer, replayed: boolean): Promise<CreateLeadResult> => {
    const token = leadToken(await deps.tokenSecret(), lead.id);
    return {
      ok: true,
      replayed,
      lead: { lead_id: lead.id, token, status: lead.status, event_id: lead.event_id },
    };
  };

  return async (
    tenant: Pick<ResolvedTenant, 'config' | 'site'>,
    key: string | undefined,
    body: CreateLeadRequest,
    log?: Logger,
  ): Promise<CreateLeadResult> => {
    if (!offersLeadForm(tenant.site, body.form)) {
      return { ok: false, error: LEAD_ERRORS.formNotOffered(body.form) };
    }
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      return { ok: false, error: LEAD_ERRORS.idempotencyKeyRequired };
    }
    const config = tenant.config;
    const { captcha, ...fingerprinted } = body;
    const fingerprint = requestFingerprint(fingerprinted);
    const replayOrConflict = async (
      existing: Awaited<ReturnType<typeof replay>>,
    ): Promise<CreateLeadResult | undefined> => {
      if (!existing) return undefined;
      if (existing.request_fingerprint !== fingerprint) {
        return { ok: false, error: LEAD_ERRORS.idempotencyKeyReused };
      }
      return answer(existing, true);
    };
    const earlier = await replayOrConflict(await replay(config.slug, key));
    if (earlier) return earlier;

    const rules = leadRulesFor(config);
    const checked = await checkLead(
      config,
      rules,
      {
        kind: body.form,
        values: body.fields,
        partial: !body.form_completed,
        source_page: body.source_page,
      },
      deps.findCar,
    );
    if (!checked.ok) return { ok: false, error: checkError(checked) };

    // product rule 5.11: a site with the captcha on refuses a lead without a valid solution.
    if (rules.captcha) {
      const result = await deps.captcha.verify(captcha, { site: config.slug, form: body.form });
      if (!result.ok) {
        // A retry racing its first attempt: the first one spent the solution and may be stored.
        const raced =
          result.reason === 'reused'
            ? await replayOrConflict(await replay(config.slug, key))
            : undefined;
        if (raced) return raced;
        return { ok: false, error: CAPTCHA_ERRORS[result.reason] };
      }
    }

    const id = crypto.randomUUID();
    const status = body.form_completed ? 'Complete' : 'Incomplete';
    const created = await createLead(deps.database, config.lead_delivery, {
      id,
      tenant_slug: config.slug,
      token_hash: hashLeadToken(leadToken(await deps.tokenSecret(), id)),
      idempotency_key: key,
      request_fingerprint: fingerprint,
      lead: checked.lead,
      status,
      step_number: body.step_number,
      skipped_steps: body.skipped_steps,
      source_page: checked.source_page,
      car_snapshot: checked.car,
      deposit: checked.deposit,
      trade_in_estimate: await leadTradeInEstimate(
        deps.valueTradeIn,
        config,
        checked.lead,
        new Date(),
        log,
      ),
      // The honeypot: kept (a person's autofill can trip it) but never delivered.
      spam_reason: body.website ? 'honeypot' : undefined,
    });
    if (created.outcome === 'replayed') {
      return (await replayOrConflict({ ...created.row, event_id: checked.lead.event_id }))!;
    }
    if (created.queued > 0) deps.onDeliveriesQueued();
    log?.info({ lead_id: id, status, form: body.form }, 'lead stored');
    return answer({ id, status, event_id: checked.lead.event_id }, false);
  };
}

export type CreateLeadService = ReturnType<typeof createLeadService>;

/** POST /api/leads: the service's result as JSON (201, the same on a replay). */
export function createLeadHandler(create: CreateLeadService) {
  return async (
    tenant: ResolvedTenant,
    key: string | undefined,
    body: CreateLeadRequest,
    res: Response,
  ) => {
    const result = await create(tenant, key, body, res.locals.log);
    if (!result.ok) return sendLeadError(res, result.error);
    if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json(result.lead);
  };
}

import crypto from 'node:crypto';
import type { Response } from 'express';
import type { Database } from '#server/db/database.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import { createLead } from '#server/leads/store/lead-store.server.ts';
import { hashLeadToken, leadToken } from '#server/leads/store/lead-token.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { leadRulesFor } from '#shared/leads/lead-rules.ts';
import { checkLead } from './check-lead.server.ts';
import { LEAD_ERRORS, sendLeadError } from './lead-errors.ts';
import type { CreateLeadRequest } from './lead-request-body.ts';
import { requestFingerprint } from './request-fingerprint.ts';

export type CaptchaResult =
  { ok: true } | { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'reused' };

export interface CaptchaVerifier {
  /** Checks a widget payload and spends it: a solution passes once. */
  verify(payload: unknown): Promise<CaptchaResult>;
}

interface CreateLeadDeps {
  database: Database;
  findCar: FindTenantCar;
  captcha: CaptchaVerifier;
  tokenSecret: () => Promise<string>;
  onDeliveriesQueued: () => void;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** What a created lead answers, the first time and on every replay of its request. */
async function answer(
  deps: CreateLeadDeps,
  res: Response,
  lead: { id: string; status: string; event_id: number | null },
  replayed: boolean,
) {
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  const token = leadToken(await deps.tokenSecret(), lead.id);
  res.status(201).json({ lead_id: lead.id, token, status: lead.status, event_id: lead.event_id });
}

/**
 * POST /api/leads. Order matters: a replay is answered before anything is
 * checked (its captcha was spent by the first request); the captcha is checked
 * last, so a solution is not spent on a body that fails validation.
 */
export function createLeadHandler(deps: CreateLeadDeps) {
  const replay = async (slug: string, key: string) => {
    const { rows } = await deps.database.query<{
      id: string;
      status: string;
      event_id: number | null;
      request_fingerprint: string | null;
    }>(
      `select id, status, event_id, request_fingerprint from leads
        where tenant_slug = $1 and idempotency_key = $2`,
      [slug, key],
    );
    return rows[0];
  };

  return async (
    tenant: ResolvedTenant,
    key: string | undefined,
    body: CreateLeadRequest,
    res: Response,
  ) => {
    if (!key || !IDEMPOTENCY_KEY.test(key)) {
      return sendLeadError(res, LEAD_ERRORS.idempotencyKeyRequired);
    }
    const config = tenant.config;
    const { captcha, ...fingerprinted } = body;
    const fingerprint = requestFingerprint(fingerprinted);
    const replayOrConflict = async (existing: Awaited<ReturnType<typeof replay>>) => {
      if (!existing) return false;
      if (existing.request_fingerprint !== fingerprint) {
        sendLeadError(res, LEAD_ERRORS.idempotencyKeyReused);
      } else {
        await answer(deps, res, existing, true);
      }
      return true;
    };
    if (await replayOrConflict(await replay(config.slug, key))) return;

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
    if (!checked.ok) return sendLeadError(res, LEAD_ERRORS.invalidLead(checked.fields));

    if (rules.captcha) {
      const result = await deps.captcha.verify(captcha);
      if (!result.ok) {
        // A retry racing its first attempt: the first one spent the solution and may be stored.
        if (
          result.reason === 'reused' &&
          (await replayOrConflict(await replay(config.slug, key)))
        ) {
          return;
        }
        return sendLeadError(
          res,
          result.reason === 'missing' ? LEAD_ERRORS.captchaMissing : LEAD_ERRORS.captchaFailed,
        );
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
      // The honeypot: kept (a person's autofill can trip it) but never delivered.
      spam_reason: body.website ? 'honeypot' : undefined,
    });
    if (created.outcome === 'replayed') {
      return void (await replayOrConflict({ ...created.row, event_id: checked.lead.event_id }));
    }
    if (created.queued > 0) deps.onDeliveriesQueued();
    res.locals.log?.info({ lead_id: id, status, form: body.form }, 'lead stored');
    await answer(deps, res, { id, status, event_id: checked.lead.event_id }, false);
  };
}

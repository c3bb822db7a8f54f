import { Router, type RequestHandler, type Response } from 'express';
import type { Database } from '#server/db/database.server.ts';
import { apiError } from '#server/http/errors.server.ts';
import { jsonBody } from '#server/http/json-body.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { findLead } from '#server/leads/store/lead-store.server.ts';
import { leadTokenMatches } from '#server/leads/store/lead-token.server.ts';
import { readCreateLeadBody, readLeadStepBody } from './lead-request-body.ts';
import { LEAD_ERRORS, sendLeadError } from './lead-errors.ts';
import { createLeadHandler, type CreateLeadService } from './create-lead.server.ts';
import { updateLeadHandler } from './update-lead.server.ts';
import type { ValueTradeIn } from '#server/trade-in/trade-in-market.server.ts';

export interface LeadsRouterOptions {
  database: Database;
  /** Creates leads; shared with pages' plain form posts. */
  createLead: CreateLeadService;
  findCar: FindTenantCar;
  /** A further step of a trade-in lead is valued again. */
  valueTradeIn: ValueTradeIn;
  /** Rate limits, run before a body is read. */
  limits: RequestHandler[];
  /** A lead's deliveries were queued: the relay can start on them now. */
  onDeliveriesQueued: () => void;
}

/** A multi-step form's values are a few kilobytes at most. */
const BODY_LIMIT = 32 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `POST /api/leads` creates a lead (single-step form, or a multi-step form's
 * first saved step); `PATCH /api/leads/:lead_id` saves a further step or the
 * final one, with the lead's token in `X-Lead-Token`. Errors are
 * `{ error: { code, message, fields } }` with product rule 8.3's messages per field.
 */
export function leadsRouter(options: LeadsRouterOptions): Router {
  const router = Router();
  const create = createLeadHandler(options.createLead);
  const update = updateLeadHandler(options);

  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  const json = jsonBody({ limit: BODY_LIMIT });

  router.post('/', noStore, ...options.limits, json, async (req, res) => {
    const body = readCreateLeadBody(req.body);
    if (!body.ok) return void badBody(res, body);
    await create(tenantOf(res), req.get('Idempotency-Key'), body.value, res);
  });

  router.patch('/:lead_id', noStore, ...options.limits, json, async (req, res) => {
    const id = String(req.params.lead_id).toLowerCase();
    const tenant = tenantOf(res);
    const token = req.get('X-Lead-Token');
    if (!token) return void sendLeadError(res, LEAD_ERRORS.tokenRequired);
    const body = readLeadStepBody(req.body);
    if (!body.ok) return void badBody(res, body);
    const row = UUID.test(id)
      ? await findLead(options.database, tenant.config.slug, id)
      : undefined;
    if (!row) return void sendLeadError(res, LEAD_ERRORS.leadNotFound(id));
    if (!leadTokenMatches(token, row.token_hash)) {
      return void sendLeadError(res, LEAD_ERRORS.tokenInvalid);
    }
    await update(tenant, row, body.value, res);
  });

  router.all('/', methodNotAllowed('POST'));
  router.all('/:lead_id', methodNotAllowed('PATCH'));
  return router;
}

function tenantOf(res: Response): ResolvedTenant {
  return res.locals.tenant as ResolvedTenant;
}

function badBody(res: Response, body: { message: string; fields: Record<string, string> }) {
  res.status(400).json(apiError('invalid_request', body.message, body.fields));
}

function methodNotAllowed(allow: string): RequestHandler {
  return (req, res) => {
    res
      .status(405)
      .setHeader('Allow', allow)
      .json(apiError('method_not_allowed', `${req.method} is not supported here; use ${allow}`));
  };
}

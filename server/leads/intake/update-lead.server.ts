import type { Response } from 'express';
import type { Database } from '#server/db/database.server.ts';
import type { FindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import { rowToLeadValues } from '#server/leads/store/lead-columns.ts';
import type { LeadRow } from '#server/leads/store/lead-row.ts';
import { updateLead } from '#server/leads/store/lead-store.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { leadTradeInEstimate } from '#server/trade-in/lead-trade-in-estimate.server.ts';
import type { ValueTradeIn } from '#server/trade-in/trade-in-market.server.ts';
import { LEAD_FORMS, isLeadFormKind } from '#shared/leads/lead-forms.ts';
import { leadRulesFor } from '#shared/leads/lead-rules.ts';
import { checkLead } from './check-lead.server.ts';
import { checkError, LEAD_ERRORS, sendLeadError } from './lead-errors.ts';
import type { LeadStepRequest } from './lead-request-body.ts';

interface UpdateLeadDeps {
  database: Database;
  findCar: FindTenantCar;
  valueTradeIn: ValueTradeIn;
  onDeliveriesQueued: () => void;
}

/** The stored values that are fields of the lead's form (category and the like come from it). */
function storedFormValues(row: LeadRow, kind: keyof typeof LEAD_FORMS): Record<string, unknown> {
  const form = LEAD_FORMS[kind].fields;
  return Object.fromEntries(
    Object.entries(rowToLeadValues(row)).filter(([name]) => Object.hasOwn(form, name)),
  );
}

/**
 * PATCH /api/leads/:lead_id, its token already checked. The step's values are
 * merged over what earlier steps saved and the whole lead is checked again
 * (all required fields on the final step). A repeated final submission gets
 * the same answer and writes nothing; any other change to a Complete lead is refused.
 */
export function updateLeadHandler(deps: UpdateLeadDeps) {
  return async (tenant: ResolvedTenant, row: LeadRow, body: LeadStepRequest, res: Response) => {
    const done = () =>
      res.status(200).json({ lead_id: row.id, status: 'Complete', event_id: row.event_id });
    if (row.status === 'Complete') {
      return body.form_completed ? void done() : sendLeadError(res, LEAD_ERRORS.leadComplete);
    }
    const kind = row.form_kind;
    if (!isLeadFormKind(kind)) throw new Error(`stored lead ${row.id} has form kind ${kind}`);
    const config = tenant.config;
    const checked = await checkLead(
      config,
      leadRulesFor(config),
      {
        kind,
        values: { ...storedFormValues(row, kind), ...body.fields },
        partial: !body.form_completed,
        source_page: body.source_page,
      },
      deps.findCar,
    );
    if (!checked.ok) return sendLeadError(res, checkError(checked));

    const status = body.form_completed ? 'Complete' : 'Incomplete';
    const updated = await updateLead(
      deps.database,
      config.lead_delivery,
      { id: row.id, tenant_slug: config.slug },
      {
        lead: checked.lead,
        status,
        step_number: body.step_number,
        skipped_steps: body.skipped_steps,
        source_page: checked.source_page,
        car_snapshot: checked.car ?? row.car_snapshot,
        deposit: checked.deposit,
        trade_in_estimate: await leadTradeInEstimate(
          deps.valueTradeIn,
          config,
          checked.lead,
          new Date(),
          res.locals.log,
        ),
      },
    );
    if (updated.outcome === 'already-complete') {
      return body.form_completed ? void done() : sendLeadError(res, LEAD_ERRORS.leadComplete);
    }
    if (updated.queued > 0) deps.onDeliveriesQueued();
    res.locals.log?.info({ lead_id: row.id, status }, 'lead step stored');
    res.status(200).json({ lead_id: row.id, status, event_id: checked.lead.event_id });
  };
}

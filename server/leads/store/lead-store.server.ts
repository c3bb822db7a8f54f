import type { Database, Queryable } from '#server/db/database.server.ts';
import type { Lead } from '#shared/leads/validate-lead.ts';
import type { LeadDeliveryConfig } from '#shared/tenant/tenant-config.ts';
import { leadValuesToColumns } from './lead-columns.ts';
import type { CarSnapshot, LeadRow, LeadStatus, SkippedStep } from './lead-row.ts';
import { findRepeatOf } from './find-repeat-lead.server.ts';
import { findEmailedIdenticalLead } from './find-identical-enquiry.server.ts';
import { queueDeliveries } from './queue-deliveries.server.ts';
import type { LeadDepositWrite } from '#server/payments/reserve-deposit.server.ts';
import type { TradeInEstimate } from '#shared/trade-in/trade-in-estimate.ts';

/** What a create or a further step writes, beyond the form's values. */
export interface LeadWrite {
  /** The checked values, category and event of the whole lead so far. */
  lead: Lead;
  status: LeadStatus;
  step_number?: number | undefined;
  skipped_steps?: SkippedStep[] | undefined;
  source_page?: string | undefined;
  car_snapshot: CarSnapshot | null;
  spam_reason?: string | undefined;
  /** A 'Reserve Online' lead's deposit: asked for until a payment settles it. */
  deposit?: LeadDepositWrite | null | undefined;
  /** A trade-in lead's online estimate; undefined keeps what an earlier step stored. */
  trade_in_estimate?: TradeInEstimate | null | undefined;
}

export interface NewLead extends LeadWrite {
  id: string;
  tenant_slug: string;
  token_hash: string;
  idempotency_key: string;
  request_fingerprint: string;
}

type ReplayedRow = Pick<LeadRow, 'id' | 'status' | 'request_fingerprint'>;

export type CreateOutcome =
  | { outcome: 'created'; row: Pick<LeadRow, 'id' | 'status'>; queued: number }
  | { outcome: 'replayed'; row: ReplayedRow };

type Columns = Record<string, unknown>;

function writeColumns(write: LeadWrite): Columns {
  const { lead } = write;
  const { kind: _kind, event_id: _event, ...values } = lead;
  return {
    ...leadValuesToColumns(values),
    form_kind: lead.kind,
    event_id: lead.event_id,
    category: lead.category,
    subcategory: lead.subcategory ?? null,
    status: write.status,
    form_completed: write.status === 'Complete',
    car_snapshot: write.car_snapshot ? JSON.stringify(write.car_snapshot) : null,
    spam_reason: write.spam_reason ?? null,
    ...(write.deposit
      ? {
          deposit_cents: write.deposit.cents,
          deposit_processor: write.deposit.processor,
          deposit_state: 'requested',
        }
      : {}),
    // A step that does not send them keeps what an earlier step saved.
    ...(write.step_number === undefined ? {} : { step_number: write.step_number }),
    ...(write.skipped_steps === undefined
      ? {}
      : { skipped_steps: JSON.stringify(write.skipped_steps) }),
    ...(write.source_page === undefined ? {} : { source_page: write.source_page }),
    ...(write.trade_in_estimate === undefined
      ? {}
      : { trade_in_estimate: JSON.stringify(write.trade_in_estimate) }),
  };
}

/** The repeat link and the outbox rows of a lead becoming Complete, in the caller's transaction. */
export async function completeLead(
  tx: Queryable,
  config: LeadDeliveryConfig,
  lead: { id: string; tenant_slug: string; spam: boolean; values: Lead },
): Promise<number> {
  if (lead.spam) return 0;
  const values = lead.values;
  const repeatOf = await findRepeatOf(tx, {
    id: lead.id,
    tenant_slug: lead.tenant_slug,
    car_id: values.car_id,
    email: values.email,
    phone: values.phone,
  });
  // product rule 4.14: the same enquiry again within minutes is kept and reaches the webhook
  // marked as a repeat (of the emailed one, when no car links it), but is not emailed twice.
  const emailed = await findEmailedIdenticalLead(tx, {
    id: lead.id,
    tenant_slug: lead.tenant_slug,
    form_kind: values.kind,
    car_id: values.car_id,
    email: values.email,
    phone: values.phone,
    message: values.message,
  });
  await tx.query('update leads set duplicate_of = $2, completed_at = now() where id = $1', [
    lead.id,
    repeatOf ?? emailed,
  ]);
  return queueDeliveries(
    tx,
    config,
    { id: lead.id, location_id: values.location ?? null, category: values.category },
    'lead',
    { skipEmailsBecause: emailed && `repeat of lead ${emailed}` },
  );
}

/**
 * Stores a new lead (and, when it is Complete, its outbox rows) in one
 * transaction. A second request with the same Idempotency-Key on the same site
 * writes nothing and gets the first lead back.
 */
export async function createLead(
  database: Database,
  config: LeadDeliveryConfig,
  input: NewLead,
): Promise<CreateOutcome> {
  return database.transaction(async (tx) => {
    const columns: Columns = {
      id: input.id,
      tenant_slug: input.tenant_slug,
      token_hash: input.token_hash,
      idempotency_key: input.idempotency_key,
      request_fingerprint: input.request_fingerprint,
      ...writeColumns(input),
    };
    const names = Object.keys(columns);
    const { rows } = await tx.query<{ id: string }>(
      `insert into leads (${names.join(', ')})
       values (${names.map((_, index) => `$${index + 1}`).join(', ')})
       on conflict (tenant_slug, idempotency_key) where idempotency_key is not null do nothing
       returning id`,
      Object.values(columns),
    );
    if (rows.length === 0) {
      const existing = await tx.query<ReplayedRow>(
        `select id, status, request_fingerprint from leads
          where tenant_slug = $1 and idempotency_key = $2`,
        [input.tenant_slug, input.idempotency_key],
      );
      return { outcome: 'replayed', row: existing.rows[0]! };
    }
    const queued =
      input.status === 'Complete'
        ? await completeLead(tx, config, {
            id: input.id,
            tenant_slug: input.tenant_slug,
            spam: input.spam_reason !== undefined,
            values: input.lead,
          })
        : 0;
    return { outcome: 'created', row: { id: input.id, status: input.status }, queued };
  });
}

export type UpdateOutcome =
  | { outcome: 'updated'; status: LeadStatus; queued: number }
  /** Complete already (a repeated final submission): nothing written. */
  | { outcome: 'already-complete' };

/**
 * Saves a further step of an Incomplete lead, or its final step (status
 * Complete: repeat link and outbox rows in the same transaction). The row is
 * locked and its status checked again, so two final submissions racing each
 * other complete it once.
 */
export async function updateLead(
  database: Database,
  config: LeadDeliveryConfig,
  target: { id: string; tenant_slug: string },
  write: LeadWrite,
): Promise<UpdateOutcome> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<Pick<LeadRow, 'status' | 'spam_reason'>>(
      'select status, spam_reason from leads where id = $1 and tenant_slug = $2 for update',
      [target.id, target.tenant_slug],
    );
    const current = rows[0];
    if (!current || current.status === 'Complete') return { outcome: 'already-complete' };
    const columns = writeColumns({ ...write, spam_reason: current.spam_reason ?? undefined });
    const names = Object.keys(columns);
    await tx.query(
      `update leads set ${names.map((name, index) => `${name} = $${index + 3}`).join(', ')},
         updated_at = now()
       where id = $1 and tenant_slug = $2`,
      [target.id, target.tenant_slug, ...Object.values(columns)],
    );
    const queued =
      write.status === 'Complete'
        ? await completeLead(tx, config, {
            ...target,
            spam: current.spam_reason !== null,
            values: write.lead,
          })
        : 0;
    return { outcome: 'updated', status: write.status, queued };
  });
}

/** A lead of this site by id, or undefined (another site's lead is not found). */
export async function findLead(
  database: Queryable,
  tenantSlug: string,
  id: string,
): Promise<LeadRow | undefined> {
  const { rows } = await database.query<LeadRow>(
    'select * from leads where id = $1 and tenant_slug = $2',
    [id, tenantSlug],
  );
  return rows[0];
}

import type { Database } from '#server/db/database.server.ts';
import { LeadAdminError } from '#server/leads/admin/lead-admin-error.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { CommandFailure, UsageError, type CliOutcome } from './cli-outcome.ts';
import { exportLeads } from './export-leads.ts';
import { printLeadList } from './list-leads.ts';
import { parseLeadsArgs, type LeadsCommand } from './parse-leads-args.ts';
import { printRedelivery } from './redeliver-lead.ts';
import { printLead } from './show-lead.ts';
import { USAGE } from './usage.ts';

export interface LeadsCliContext {
  tenants: readonly TenantConfig[];
  /** Runs `fn` on the lead store, opened only once the arguments are good. */
  withStore<T>(fn: (database: Database) => Promise<T>): Promise<T>;
}

/** `npm run leads -- ...` as a function: output and exit code, nothing printed. */
export async function runLeadsCli(argv: string[], context: LeadsCliContext): Promise<CliOutcome> {
  try {
    const command = parseLeadsArgs(argv);
    if (command.name === 'help') return { exitCode: 0, stdout: `${USAGE}\n`, stderr: '' };
    checkTenant(command, context.tenants);
    const output = await context.withStore((database) => runCommand(database, command, context));
    return { exitCode: 0, stdout: output.endsWith('\n') ? output : `${output}\n`, stderr: '' };
  } catch (error) {
    if (error instanceof UsageError) {
      return { exitCode: 2, stdout: '', stderr: `leads: ${error.message}\n\n${USAGE}\n` };
    }
    if (error instanceof CommandFailure || error instanceof LeadAdminError) {
      return { exitCode: 1, stdout: '', stderr: `leads: ${error.message}\n` };
    }
    throw error;
  }
}

function runCommand(
  database: Database,
  command: Exclude<LeadsCommand, { name: 'help' }>,
  context: LeadsCliContext,
): Promise<string> {
  switch (command.name) {
    case 'list':
      return printLeadList(database, command);
    case 'show':
      return printLead(database, command);
    case 'export':
      return exportLeads(database, command);
    case 'redeliver':
      return printRedelivery(database, context.tenants, command);
  }
}

function checkTenant(command: LeadsCommand, tenants: readonly TenantConfig[]) {
  const slug = 'tenant' in command ? command.tenant : undefined;
  if (slug === undefined || tenants.some((tenant) => tenant.slug === slug)) return;
  const known = tenants.map((tenant) => tenant.slug).join(', ');
  throw new UsageError(`--tenant '${slug}' is not a tenant; known: ${known}`);
}

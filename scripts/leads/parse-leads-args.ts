import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { LeadFilters } from '#server/leads/admin/lead-filters.ts';
import { isLeadStatus, type DeliveryChannel } from '#server/leads/store/lead-row.ts';
import { UsageError } from './cli-outcome.ts';

export type LeadsCommand =
  | { name: 'help' }
  | ({ name: 'list'; limit: number; spam: boolean } & LeadFilters)
  | ({ name: 'export'; out?: string } & LeadFilters)
  | { name: 'show'; leadId: string; tenant?: string }
  | { name: 'redeliver'; leadId: string; tenant?: string; channel?: DeliveryChannel };

type Options = NonNullable<ParseArgsConfig['options']>;

const TENANT: Options = { tenant: { type: 'string' } };
const FILTERS: Options = { ...TENANT, status: { type: 'string' }, since: { type: 'string' } };
const OPTIONS: Record<Exclude<LeadsCommand['name'], 'help'>, Options> = {
  list: { ...FILTERS, limit: { type: 'string' }, spam: { type: 'boolean' } },
  export: { ...FILTERS, out: { type: 'string' } },
  show: TENANT,
  redeliver: { ...TENANT, channel: { type: 'string' } },
};
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The command line as a command; any problem is a UsageError naming the argument. */
export function parseLeadsArgs(argv: string[]): LeadsCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return { name: 'help' };
  }
  if (!Object.hasOwn(OPTIONS, name)) {
    throw new UsageError(`Unknown command '${name}': use list, show, export or redeliver`);
  }
  const command = name as keyof typeof OPTIONS;
  const { values, positionals } = readArgs(rest, OPTIONS[command]);
  const text = (key: string) => values[key] as string | undefined;
  if (command === 'list' || command === 'export') {
    if (positionals.length > 0) throw new UsageError(`Unexpected argument '${positionals[0]}'`);
    const filters = readFilters(text('tenant'), text('status'), text('since'));
    if (command === 'export') {
      const out = text('out');
      if (out === '') throw new UsageError('--out needs a file name');
      return { name: 'export', ...filters, ...(out === undefined ? {} : { out }) };
    }
    return {
      name: 'list',
      ...filters,
      limit: readLimit(text('limit')),
      spam: values.spam === true,
    };
  }
  const leadId = readLeadId(positionals);
  const tenant = text('tenant');
  if (tenant === '') throw new UsageError('--tenant needs a tenant slug');
  const scope = tenant === undefined ? {} : { tenant };
  if (command === 'show') return { name: 'show', leadId, ...scope };
  const channel = text('channel');
  if (channel !== undefined && channel !== 'email' && channel !== 'webhook') {
    throw new UsageError(`--channel must be email or webhook, got '${channel}'`);
  }
  return { name: 'redeliver', leadId, ...scope, ...(channel ? { channel } : {}) };
}

function readArgs(args: string[], options: Options) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // parseArgs names the option: "Unknown option '--x'", "Option '--tenant <value>' argument missing".
    throw new UsageError((error as Error).message.split('. To specify')[0]!);
  }
}

function readFilters(tenant?: string, status?: string, since?: string): LeadFilters {
  if (!tenant) throw new UsageError('--tenant <slug> is required');
  if (status !== undefined && !isLeadStatus(status)) {
    throw new UsageError(`--status must be Complete or Incomplete, got '${status}'`);
  }
  if (since !== undefined && !isCalendarDate(since)) {
    throw new UsageError(`--since must be a date as YYYY-MM-DD, got '${since}'`);
  }
  return { tenant, ...(status ? { status } : {}), ...(since ? { since } : {}) };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
}

function readLimit(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_LIMIT;
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > MAX_LIMIT) {
    throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}, got '${raw}'`);
  }
  return limit;
}

function readLeadId(positionals: string[]): string {
  const [leadId, extra] = positionals;
  if (leadId === undefined) throw new UsageError('<lead-id> is required');
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'`);
  if (!UUID.test(leadId)) throw new UsageError(`<lead-id> must be a lead's UUID, got '${leadId}'`);
  return leadId.toLowerCase();
}

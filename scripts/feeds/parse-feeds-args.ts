import { parseArgs } from 'node:util';
import { UsageError } from '../leads/cli-outcome.ts';

export type FeedsCommand =
  | { name: 'help' }
  | { name: 'status'; tenant?: string }
  | { name: 'history'; tenant: string; feed?: string; limit: number }
  | { name: 'pull'; tenant: string; feed?: string; from?: string; format?: 'json' | 'csv' | 'xml' }
  | { name: 'approve'; tenant: string; feed?: string };

export const FEEDS_USAGE = `Usage: npm run feeds -- <command>

  status [SLUG]
      each feed of each site: its last pull and last import; exits 1 when a feed is held or
      failing
  history SLUG [FEED] [--limit N]
      a site's pulls (of one feed), newest first (20 unless --limit), with bad rows and holds
  pull SLUG [FEED] [--from URL_OR_FILE] [--format json|csv|xml]
      pull now, as the scheduler does (each of the site's feeds unless FEED names one); --from
      reads another URL or file once; exits 1 when held
  approve SLUG [FEED]
      let the feed's next pull import although it empties its cars or removes more than the
      site's share of them at once (valid for 24 hours, used once); FEED is needed when the
      site has several feeds

Uses DATA_DIR (PGlite) or DATABASE_URL like the server.`;

const FORMATS = ['json', 'csv', 'xml'] as const;

export function parseFeedsArgs(argv: string[]): FeedsCommand {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return { name: 'help' };
  }
  if (!['status', 'history', 'pull', 'approve'].includes(name)) {
    throw new UsageError(`Unknown command '${name}': use status, history, pull or approve`);
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options:
        name === 'pull'
          ? { from: { type: 'string' }, format: { type: 'string' } }
          : name === 'history'
            ? { limit: { type: 'string' } }
            : {},
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const most = name === 'status' ? 1 : 2;
  if (positionals.length > most) {
    throw new UsageError(`Unexpected argument '${positionals[most]}'`);
  }
  const [tenant, feed] = positionals;
  if (name === 'status') return tenant === undefined ? { name } : { name, tenant };
  if (tenant === undefined) throw new UsageError(`${name} needs the site's slug`);
  const feedPart = feed === undefined ? {} : { feed };
  if (name === 'approve') return { name, tenant, ...feedPart };
  if (name === 'history') {
    const text = values.limit as string | undefined;
    const limit = text === undefined ? 20 : Number(text);
    if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
      throw new UsageError(`--limit must be a whole number from 1 to 10000, not '${text}'`);
    }
    return { name, tenant, ...feedPart, limit };
  }
  const from = values.from as string | undefined;
  const format = values.format as string | undefined;
  if (from === '') throw new UsageError('--from needs a URL or a file');
  if (format !== undefined && !(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format must be json, csv or xml, not '${format}'`);
  }
  return {
    name: 'pull',
    tenant,
    ...feedPart,
    ...(from === undefined ? {} : { from }),
    ...(format === undefined ? {} : { format: format as (typeof FORMATS)[number] }),
  };
}

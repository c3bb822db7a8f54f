// `npm run sites -- check|list|new ...` as a function: output and exit code, nothing printed.
import path from 'node:path';
import type { Database } from '#server/db/database.server.ts';
import { latestPulls } from '#server/inventory/feeds/feed-store.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { checkSitesFolder } from '#server/sites/check-sites.server.ts';
import { formatSiteProblem } from '#server/sites/load-site.server.ts';
import { CommandFailure, UsageError, type CliOutcome } from '../leads/cli-outcome.ts';
import { formatTable } from '../leads/terminal-text.ts';
import { createSiteFromTemplate } from './new-site.ts';

export const SITES_USAGE = `Usage: npm run sites -- <command>
  check [DIR]                  check every site file of DIR (default TENANTS_DIR), one line per problem
  list                         slug, hostnames, stock and feed state of every site
  new SLUG --from TEMPLATE     a new site file copied from TEMPLATE, its identity blanked (to fill in)`;

export interface SitesCliContext {
  tenantsDir: string;
  dataDir: string;
  /** Runs `fn` on the platform database (feed states); rejects when it cannot be opened. */
  withStore<T>(fn: (database: Database) => Promise<T>): Promise<T>;
}

const ok = (stdout: string): CliOutcome => ({ exitCode: 0, stdout, stderr: '' });

export async function runSitesCli(argv: string[], context: SitesCliContext): Promise<CliOutcome> {
  const [command, ...rest] = argv;
  try {
    if (command === 'check' && rest.length <= 1) return check(rest[0] ?? context.tenantsDir);
    if (command === 'list' && rest.length === 0) return ok(await list(context));
    if (command === 'new' && rest.length === 3 && rest[1] === '--from') {
      return ok(createdText(createSiteFromTemplate(context.tenantsDir, rest[0]!, rest[2]!)));
    }
    if (command === 'help' || command === '--help') return ok(`${SITES_USAGE}\n`);
    throw new UsageError(
      command ? `unknown command or arguments: ${argv.join(' ')}` : 'no command',
    );
  } catch (error) {
    if (error instanceof UsageError) {
      return { exitCode: 2, stdout: '', stderr: `sites: ${error.message}\n\n${SITES_USAGE}\n` };
    }
    if (error instanceof CommandFailure) {
      return { exitCode: 1, stdout: '', stderr: `sites: ${error.message}\n` };
    }
    throw error;
  }
}

function check(dir: string): CliOutcome {
  const folder = path.resolve(dir);
  let checked;
  try {
    checked = checkSitesFolder(folder);
  } catch (error) {
    throw new CommandFailure(`cannot read ${folder}: ${(error as Error).message}`);
  }
  const { sites, problems } = checked;
  const summary = `${sites.length} site(s) good, ${problems.length} problem(s) in ${folder}\n`;
  if (problems.length === 0) return ok(summary);
  return {
    exitCode: 1,
    stdout: problems.map(formatSiteProblem).join('\n') + '\n',
    stderr: summary,
  };
}

async function list(context: SitesCliContext): Promise<string> {
  const { sites, problems } = checkSitesFolder(context.tenantsDir);
  // The database is opened only when a site has a feed (PGlite serves one process at a time).
  const anyFeed = sites.some(({ tenant }) => (tenant.feeds?.length ?? 0) > 0);
  const feeds = anyFeed
    ? await context
        .withStore((database) => latestPulls(database))
        .catch((error: unknown) => (error as Error).message)
    : new Map();
  const rows = sites.map(({ tenant }) => {
    const feed = tenant.feeds?.[0];
    const last = typeof feeds === 'string' ? undefined : feeds.get(tenant.slug)?.last;
    const state = !feed
      ? 'no feed'
      : typeof feeds === 'string'
        ? 'unknown'
        : (last?.outcome ?? 'never pulled');
    const stock = stockCount(context.dataDir, tenant.slug);
    return [tenant.slug, tenant.hostnames.join(' '), stock, state];
  });
  const notes = [
    ...(typeof feeds === 'string' ? [`feed states unknown: ${feeds}`] : []),
    ...(problems.length > 0
      ? [`${problems.length} site file(s) refused: npm run sites -- check`]
      : []),
  ];
  return [formatTable(['site', 'hostnames', 'stock', 'feed'], rows), ...notes].join('\n') + '\n';
}

function createdText({ file, todo, review }: ReturnType<typeof createSiteFromTemplate>): string {
  return [
    `Wrote ${file}. It is refused (npm run sites -- check) until these are filled in:`,
    ...todo.map((pointer) => `  to do: ${pointer}`),
    'Copied from the template; check each before the site goes live:',
    ...review.map((line) => `  review: ${line}`),
    '',
  ].join('\n');
}

function stockCount(dataDir: string, slug: string): string {
  try {
    return String(readTenantInventory(dataDir, slug)?.cars.length ?? 0);
  } catch (error) {
    return `unreadable (${(error as Error).message})`;
  }
}

// `npm run import -- --tenant <slug> <file.json|file.csv> [--allow-empty]`
// Validates every row of a dealer's feed, then replaces that dealer's stock.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { Meilisearch } from 'meilisearch';
import { parseEnv } from '../server/env.server.ts';
import { notifyInstances } from '../server/cluster/cluster-events.server.ts';
import { loadTenants } from '../server/tenancy/load-tenants.server.ts';
import { describeFeedProblem, FeedError } from '../server/inventory/import/feed-problem.ts';
import { importTenantFeed } from '../server/inventory/import/import-tenant-inventory.server.ts';
import { createProgressBar } from './progress-bar.ts';

const USAGE = 'Usage: npm run import -- --tenant <slug> <file.json|file.csv> [--allow-empty]';
const SHOWN_PROBLEMS = 50;

export async function runImport(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { tenant: { type: 'string' }, 'allow-empty': { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!values.tenant || !file || positionals.length > 1) throw new Error(USAGE);
  const env = parseEnv();
  const tenants = loadTenants(env.TENANTS_DIR);
  const tenant = tenants.find((candidate) => candidate.slug === values.tenant);
  if (!tenant) {
    const known = tenants.map((candidate) => candidate.slug).join(', ');
    throw new Error(`No tenant '${values.tenant}'. Known tenants: ${known}`);
  }
  const started = performance.now();
  const progress = createProgressBar(process.stderr);
  const searchClient = env.MEILI_HOST
    ? new Meilisearch({
        host: env.MEILI_HOST,
        ...(env.MEILI_API_KEY ? { apiKey: env.MEILI_API_KEY } : {}),
      })
    : undefined;
  try {
    const summary = await importTenantFeed(file, {
      dataDir: env.DATA_DIR,
      tenant,
      now: new Date(),
      ...(searchClient ? { searchClient } : {}),
      allowEmpty: values['allow-empty'] === true,
      onProgress: (phase, done, total) => progress.update(phase, done, total),
      onWaitForWriter: (holder) =>
        console.error(`Waiting for ${holder} to finish writing ${tenant.slug}'s stock...`),
    });
    progress.done();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(
      `${summary.tenant}: imported ${summary.count} cars from ${summary.source} ` +
        `(previously ${summary.previousCount}) in ${seconds}s into ${summary.file}`,
    );
    console.log(
      searchClient
        ? `Indexed in Meilisearch at ${env.MEILI_HOST}.`
        : "A running server reloads this dealer's stock within a second.",
    );
    // Servers that do not watch this data folder hear of the import through the database.
    if (env.DATABASE_URL) {
      await notifyInstances(env.DATABASE_URL, { kind: 'inventory', slug: tenant.slug });
      console.log('Every server on DATABASE_URL was told.');
    }
  } finally {
    progress.done();
  }
}

function report(error: unknown): void {
  if (!(error instanceof FeedError)) {
    console.error(error instanceof Error ? error.message : error);
    return;
  }
  console.error(error.message);
  for (const problem of error.problems.slice(0, SHOWN_PROBLEMS)) {
    console.error(`  ${describeFeedProblem(problem)}`);
  }
  const more = error.problems.length - SHOWN_PROBLEMS;
  if (more > 0) console.error(`  ... and ${more} more`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImport(process.argv.slice(2)).catch((error: unknown) => {
    report(error);
    process.exit(1);
  });
}

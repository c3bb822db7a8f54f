// `npm run feeds -- status|history|pull|approve ...`: dealer feeds (docs/inventory.md, "Dealer feeds").
import { pathToFileURL } from 'node:url';
import { EnvError, parseEnv } from '#server/env.server.ts';
import { clusterClient } from '#server/inventory/feeds/cluster-client.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { openFeedsDatabase } from './feeds/open-feeds-database.ts';
import { runFeedsCli } from './feeds/run-feeds-cli.ts';

async function main(argv: string[]): Promise<number> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`feeds: ${error.message}\n`);
    return 1;
  }
  const outcome = await runFeedsCli(argv, {
    tenants: loadTenants(repoPath('tenants')),
    dataDir: env.DATA_DIR,
    secrets: process.env,
    searchClient: clusterClient(env),
    async withStore(fn) {
      const database = await openFeedsDatabase(env);
      try {
        return await fn(database);
      } finally {
        await database.close();
      }
    },
  });
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  return outcome.exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`feeds: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

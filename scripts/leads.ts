// `npm run leads -- list|show|export|redeliver ...`: lead operations (docs/operations.md, "Leads operations").
import { pathToFileURL } from 'node:url';
import { EnvError, parseEnv } from '#server/env.server.ts';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { openLeadsStore } from './leads/open-leads-store.ts';
import { runLeadsCli } from './leads/run-leads-cli.ts';

async function main(argv: string[]): Promise<number> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`leads: ${error.message}\n`);
    return 1;
  }
  const outcome = await runLeadsCli(argv, {
    tenants: loadTenants(repoPath('tenants')),
    async withStore(fn) {
      const database = await openLeadsStore(env);
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
      process.stderr.write(`leads: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}

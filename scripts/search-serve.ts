// `npm run search:serve`: the embedded search engine alone, speaking Meilisearch's
// HTTP API on port 7700 (SEARCH_PORT), so the official clients and tools can use it.
// MEILI_MASTER_KEY (optional) requires `Authorization: Bearer <key>` on every route
// but /health; SEARCH_HOST sets the listening address (default 127.0.0.1).
import { createSearchEngine } from '../server/search/engine/search-engine.ts';
import { createSearchHandler } from '../server/search/engine/http/handle-request.ts';
import { listenSearchServer } from '../server/search/engine/http/express-adapter.ts';

const port = Number(process.env.SEARCH_PORT ?? 7700);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(
    `search:serve: SEARCH_PORT must be a port number, got "${process.env.SEARCH_PORT}"`,
  );
  process.exit(1);
}
const host = process.env.SEARCH_HOST ?? '127.0.0.1';
const masterKey = process.env.MEILI_MASTER_KEY || undefined;

const engine = createSearchEngine();
const handler = createSearchHandler(engine, masterKey !== undefined ? { masterKey } : {});
const server = await listenSearchServer(handler, { port, host });
console.log(
  `search:serve: Meilisearch-compatible engine on ${server.url}${masterKey ? ' (master key required)' : ''}`,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`search:serve: ${signal}, finishing open requests`);
  const timer = setTimeout(() => {
    console.error('search:serve: shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await server.close();
    await engine.waitForTasks();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

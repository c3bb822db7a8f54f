import {
  buildClient,
  buildServer,
  isClientBuildStale,
  isServerBuildStale,
} from '../../esbuild.config.ts';

/**
 * API and browser tests render against the real production bundles; build them once per run.
 * The server bundle too: tests that run `npm start` in production would otherwise serve a stale
 * dist/server.mjs (production only warns about one) and test yesterday's code.
 */
export default async function setup() {
  if (isClientBuildStale()) await buildClient({ minify: true });
  if (isServerBuildStale()) await buildServer();
}

// Before the server runs from a checkout (`npm start`, `npm run dev`; an image runs
// dist/server.mjs directly): the environment is valid and the browser bundle (and with
// --server-bundle the server's) is built. Exits non-zero with one readable line when the
// server could not start.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  buildClient,
  buildServer,
  isClientBuildStale,
  isServerBuildStale,
  MANIFEST_FILE,
  SERVER_BUNDLE,
} from '../esbuild.config.ts';
import { createLogger } from '../server/logger.server.ts';
import { readStartupEnv } from './startup-env.ts';

const env = readStartupEnv();

const logger = createLogger(env.LOG_LEVEL);

// A production image ships a built browser bundle; rebuild only where sources can change.
const isProduction = env.NODE_ENV === 'production';
if (isProduction ? !fs.existsSync(MANIFEST_FILE) : isClientBuildStale()) {
  const manifest = await buildClient({ minify: true });
  logger.info({ entry: manifest.entry }, 'built browser bundle');
}
// `npm start` runs the server bundle: plain JavaScript (docs/decisions/0020-page-cache.md).
// Like the browser bundle, production builds it only when missing (an image's dist/ may be
// read-only) and says so when the sources look newer.
const { values } = parseArgs({ options: { 'server-bundle': { type: 'boolean' } } });
if (values['server-bundle']) {
  if (isProduction ? !fs.existsSync(SERVER_BUNDLE) : isServerBuildStale()) {
    await buildServer();
    logger.info('built server bundle');
  } else if (isProduction && isServerBuildStale()) {
    logger.warn('dist/server.mjs is older than the sources: run npm run build to serve them');
  }
}

// The data a first start needs (demo inventory, the embedded database) is made by the server
// itself (server/startup/prepare-data-process.server.ts), so an image needs no step before it.

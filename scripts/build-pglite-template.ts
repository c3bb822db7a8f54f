// `npm run build`, after the bundles: the empty embedded database a first start copies
// instead of running initdb (server/db/pglite-template.server.ts).
import path from 'node:path';
import { PGLITE_TEMPLATE_FILE, writePGliteTemplate } from '../server/db/pglite-template.server.ts';

const started = performance.now();
const bytes = await writePGliteTemplate();
console.log(
  `${path.relative(process.cwd(), PGLITE_TEMPLATE_FILE)}: ${Math.round(bytes / 1024)} KiB in ${Math.round(performance.now() - started)} ms`,
);

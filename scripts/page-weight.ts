// Page weight of each demo tenant's home page (HTML raw and gzip) and of the
// browser bundle files it loads. Usage: npm run bench:page-weight
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { pino } from 'pino';
import { parseEnv } from '../server/env.server.ts';
import { createPlatform } from '../server/platform.server.ts';
import { buildClient, isClientBuildStale } from '../esbuild.config.ts';
import { seedDemoInventory } from './demo-inventory.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (isClientBuildStale()) await buildClient();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
await seedDemoInventory({ dataDir, now: new Date() });
const platform = await createPlatform(
  parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  pino({ level: 'silent' }),
);

try {
  const assets = new Set<string>();
  for (const tenant of platform.tenants) {
    const res = await request(platform.app).get('/').set('Host', tenant.hostnames[0]!);
    const html = Buffer.from(res.text);
    const boot = /window.__BOOT__=([^<]*)/.exec(res.text)?.[1] ?? '';
    for (const match of res.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g))
      assets.add(match[1]!);
    console.log(
      `${tenant.slug.padEnd(22)} HTML ${kb(html.length)} (gzip ${kb(zlib.gzipSync(html).length)}), of which hydration data ${kb(boot.length)}`,
    );
  }
  let total = 0;
  let totalGzip = 0;
  for (const asset of [...assets].sort()) {
    const file = fs.readFileSync(path.join('dist', 'client', asset.replace(/^\/assets\//, '')));
    total += file.length;
    totalGzip += zlib.gzipSync(file).length;
    console.log(
      `  ${asset.padEnd(48)} ${kb(file.length)} (gzip ${kb(zlib.gzipSync(file).length)})`,
    );
  }
  console.log(`bundle files loaded by home pages: ${kb(total)} (gzip ${kb(totalGzip)})`);
} finally {
  await platform.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

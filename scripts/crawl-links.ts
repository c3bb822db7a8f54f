// `npm run crawl:links -- [--base URL] [--site SLUG] [--depth N] [--per-template N]`: walks each
// demo site on a running server (`npm start`) over real HTTP from its home page and lists every
// internal link that answers 4xx or 5xx. By default every page is fetched (npm test samples).
import http from 'node:http';
import { parseArgs } from 'node:util';
import { repoPath } from '#server/repo-path.server.ts';
import { loadTenants } from '#server/tenancy/load-tenants.server.ts';
import { crawlSite, type FetchPage } from './crawl/site-crawl.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    site: { type: 'string', multiple: true },
    depth: { type: 'string', default: '3' },
    'per-template': { type: 'string', default: 'Infinity' },
  },
});

const base = new URL(values.base);

/** GET over HTTP with the site's Host header: *.localhost names need not resolve here. */
const fetchFrom =
  (host: string): FetchPage =>
  (url) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: url,
          headers: { host, 'user-agent': 'link-crawl' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              location: res.headers.location,
              contentType: res.headers['content-type'] ?? '',
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
    });

const tenants = loadTenants(repoPath('tenants')).filter(
  (tenant) => !values.site || values.site.includes(tenant.slug),
);
let brokenTotal = 0;
for (const tenant of tenants) {
  const started = performance.now();
  const report = await crawlSite(fetchFrom(`${tenant.slug}.localhost`), tenant.hostnames, {
    maxDepth: Number(values.depth),
    perTemplate: Number(values['per-template']),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${tenant.slug}: ${report.pages} pages, ${report.links} links (${report.internalUrls} distinct internal URLs, ${report.sampledOut} not fetched), ${report.broken.length} broken, ${seconds} s`,
  );
  for (const link of [...report.broken, ...report.missingAnchors, ...report.malformedExternal]) {
    const status = 'status' in link ? `${String(link.status)} ` : '';
    console.log(`  ${status}"${link.text}" -> ${link.href} (on ${link.from})`);
  }
  brokenTotal +=
    report.broken.length + report.missingAnchors.length + report.malformedExternal.length;
}
process.exitCode = brokenTotal > 0 ? 1 : 0;

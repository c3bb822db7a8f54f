import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

/** A warm-up page that has not answered by then is left to the shoppers. */
const PAGE_TIMEOUT_MS = 10_000;

/**
 * Renders one site's home page and listing through the app, once every site's stock is in and
 * before readiness turns 200 (docs/decisions/0043-sites-served-as-their-stock-loads.md).
 * Loading a fleet's stock runs for tens of seconds without rendering a page; meanwhile V8
 * drops the compiled code the first pages used, and the listing's modules and the index's
 * read paths have not run at all. The first shoppers after readiness paid for that: a home
 * page took 58 ms instead of 10, a listing 300 to 430 ms instead of 40.
 * HEAD requests: rendered like GETs, never kept in the page cache. Never fails the start.
 */
export async function warmUpPages(
  app: RequestListener,
  site: TenantConfig | undefined,
  logger: Logger,
): Promise<void> {
  const host = site?.hostnames[0];
  if (!site || !host) return;
  const server = http.createServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const started = performance.now();
    for (const pagePath of ['/', site.search.listing_path]) {
      await headRequest(port, host, pagePath);
    }
    logger.info(
      { tenant: site.slug, ms: Math.round(performance.now() - started) },
      'pages warmed up',
    );
  } catch (error) {
    logger.warn(
      { err: error, tenant: site.slug },
      'pages not warmed up: the first shoppers render them',
    );
  } finally {
    server.close();
  }
}

function headRequest(port: number, host: string, pagePath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        port,
        host: '127.0.0.1',
        path: pagePath,
        method: 'HEAD',
        headers: { host, 'x-request-id': `warm-up-${Date.now()}` },
        timeout: PAGE_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          (response.statusCode ?? 500) < 500
            ? resolve()
            : reject(new Error(`${pagePath} answered ${response.statusCode}`)),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${pagePath} timed out`)));
    request.on('error', reject);
    request.end();
  });
}

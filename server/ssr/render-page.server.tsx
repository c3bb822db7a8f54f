import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { BOOT_GLOBAL, Document, type BootData } from '#shared/app/document.tsx';
import type { RouteContext } from '#shared/app/route-context.ts';
import { serializeJsonForScript } from '#shared/serialize-json.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { ClientAssets } from './client-assets.server.ts';
import { toHydrationState } from './hydration.server.ts';
import { sendFetchResponse } from './fetch-request.server.ts';
import { renderFallbackPage } from './fallback-page.server.ts';

export interface StreamPageOptions {
  handler: StaticHandler;
  assets: ClientAssets;
  timeoutMs: number;
  exposeErrors: boolean;
}

interface PageRequest {
  req: ExpressRequest;
  res: ExpressResponse;
  request: Request;
  tenant: ResolvedTenant;
  context: RouteContext;
  nonce: string;
  log: Logger;
  /** False for a page the browser must not take over (a refused request): no scripts. */
  hydrate?: boolean;
}

/**
 * The page stream lifecycle (after React's fixtures/ssr2): loaders run and
 * redirects/404s are settled before any byte is sent; people get the shell as
 * soon as it is ready, crawlers the complete document; a stuck render is aborted.
 */
export async function streamPage(options: StreamPageOptions, page: PageRequest) {
  const { req, res, tenant, nonce, log } = page;
  const started = performance.now();
  let stream: PipeableStream | undefined;
  let timedOut = false;

  // One deadline for loaders and rendering together.
  const timer = setTimeout(() => {
    timedOut = true;
    log.warn({ timeoutMs: options.timeoutMs }, 'page did not finish in time; aborting');
    if (stream) stream.abort(new Error(`Page exceeded ${options.timeoutMs} ms`));
    else if (!res.headersSent) res.status(503).type('html').send(renderFallbackPage());
  }, options.timeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    // The shopper left: stop rendering for nobody.
    if (!res.writableFinished) stream?.abort();
  });

  let context: Awaited<ReturnType<StaticHandler['query']>>;
  try {
    context = await options.handler.query(page.request, { requestContext: page.context });
  } catch (error) {
    if (page.request.signal.aborted || timedOut) return;
    throw error;
  }
  if (timedOut || res.headersSent || page.request.signal.aborted) return;
  if (context instanceof Response) return sendFetchResponse(res, context);
  const loaderMs = performance.now() - started;

  const boot: BootData = {
    document: options.assets.documentData(tenant, context),
    hydrationData: toHydrationState(context, options.exposeErrors),
  };
  const router = createStaticRouter(options.handler.dataRoutes, context);
  const waitForAll = isbot(req.get('user-agent') ?? '');
  let didError = false;

  const send = () => {
    if (res.headersSent || !stream) return;
    res.status(didError ? 500 : context.statusCode);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The nonce is per response, so a stored copy would carry a stale one.
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader(
      'Server-Timing',
      `loader;dur=${loaderMs.toFixed(1)}, render;dur=${(performance.now() - started - loaderMs).toFixed(1)}`,
    );
    stream.pipe(res);
  };

  stream = renderToPipeableStream(
    <Document data={boot.document} nonce={nonce}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </Document>,
    {
      nonce,
      // A Suspense boundary that is ready stays where it is: past 12.8 kB of page React
      // would send it last, in a hidden div a script moves into place, out of order for
      // crawlers and for people without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(page.hydrate !== false && {
        bootstrapScriptContent: `window.${BOOT_GLOBAL}=${serializeJsonForScript(boot)}`,
        bootstrapModules: [options.assets.entry],
      }),
      onShellReady() {
        if (!waitForAll) send();
      },
      onAllReady() {
        if (waitForAll) send();
      },
      onShellError(error) {
        log.error({ err: error }, 'page shell failed to render');
        if (res.headersSent) return;
        // A timed-out page is a temporary condition; anything else is a fault.
        res
          .status(timedOut ? 503 : 500)
          .type('html')
          .send(renderFallbackPage());
      },
      onError(error) {
        didError = true;
        log.error({ err: error }, 'page render error');
      },
    },
  );
}

import { Writable } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticRouter, StaticRouterProvider, type StaticHandler } from 'react-router';
import { isbot } from 'isbot';
import { BOOT_GLOBAL, Document, type BootData } from '#shared/app/document.tsx';
import { loadDeferredModules } from '#shared/app/deferred-module.ts';
import type { RouteContext } from '#shared/app/route-context.ts';
import { serializeJsonForScript } from '#shared/serialize-json.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { ClientAssets } from './client-assets.server.ts';
import { publicRouteErrors, toHydrationState } from './hydration.server.ts';
import { sendFetchResponse } from './fetch-request.server.ts';
import { renderFallbackPage } from './fallback-page.server.ts';
import { noteServerError, requestIdOf } from '#server/http/request-log.server.ts';
import { sendPageHtml, setPageHeaders } from './page-cache.server.ts';
import type { PageRouteHandle } from '#shared/app/page-route-handle.ts';
import { admitStripe } from '#server/http/security.server.ts';
import { renderReadyPage } from './render-ready-page.server.ts';

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
  /** False for a page the browser must not take over (a refused request): no scripts. */
  hydrate?: boolean;
  /**
   * Set for a request the page cache may answer: when its route allows (told once the route
   * is known) the page is rendered whole, and its HTML is handed to `keep` when it came out
   * complete and 200.
   */
  cache?: {
    mayKeep: (handle: PageRouteHandle | undefined) => boolean;
    keep: (html: Buffer) => void;
  };
}

/**
 * The page stream lifecycle (after React's fixtures/ssr2): loaders run and
 * redirects/404s are settled before any byte is sent; people get the shell as
 * soon as it is ready, crawlers the complete document; a stuck render is aborted.
 * Every fault (a loader or action that threw, a render error, the deadline) is noted
 * for the request's log line, and the error page shows the request id.
 */
export async function streamPage(options: StreamPageOptions, page: PageRequest) {
  const { req, res, tenant, nonce } = page;
  const hydrate = page.hydrate !== false;
  const started = performance.now();
  const requestId = requestIdOf(res);
  let stream: PipeableStream | undefined;
  let timedOut = false;
  let shopperLeft = false;

  // One deadline for loaders and rendering together.
  const timer = setTimeout(() => {
    timedOut = true;
    const timeout = new Error(`Page did not finish in ${options.timeoutMs} ms; aborted`);
    noteServerError(res, timeout, 'page deadline');
    if (stream) stream.abort(timeout);
    else if (!res.headersSent) res.status(503).type('html').send(renderFallbackPage(requestId));
  }, options.timeoutMs);
  res.on('close', () => {
    clearTimeout(timer);
    // The shopper left: stop rendering for nobody (an abort they caused is not a fault).
    if (!res.writableFinished) {
      shopperLeft = true;
      stream?.abort();
    }
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
  // Modules the browser fetches on demand (the footer's subscribe form, a car's lead form):
  // loaded before rendering, so every page renders them in its shell, as crawlers and
  // hydration expect. After the query: a lazy page registers its own when first imported.
  await loadDeferredModules();
  if (timedOut || res.headersSent || page.request.signal.aborted) return;
  const loaderMs = performance.now() - started;
  // The route the handler matched decides: no second lookup of the path.
  const handle = context.matches.at(-1)?.route.handle as PageRouteHandle | undefined;
  if (handle?.usesStripe) admitStripe(res);
  context = {
    ...context,
    errors: publicRouteErrors(context.errors, {
      exposeErrors: options.exposeErrors,
      reference: requestId,
      onServerError: (error, routeId) => noteServerError(res, error, `route ${routeId}`),
    }),
  };

  const boot: BootData = {
    document: options.assets.documentData(tenant, context),
    hydrationData: toHydrationState(context),
  };
  const router = createStaticRouter(options.handler.dataRoutes, context);
  const mayKeep = page.cache?.mayKeep(handle) === true;
  const keep = mayKeep && context.statusCode === 200 ? page.cache!.keep : undefined;
  const waitForAll = keep !== undefined || isbot(req.get('user-agent') ?? '');
  let didError = false;

  const serverTiming = () =>
    `loader;dur=${loaderMs.toFixed(1)}, render;dur=${(performance.now() - started - loaderMs).toFixed(1)}`;
  /** A whole page the cache may keep: kept, then sent with its length. */
  const keepAndSend = (html: Buffer, timing: string) => {
    try {
      keep!(html);
    } catch (error) {
      noteServerError(res, error, 'page cache');
    }
    sendPageHtml(res, html, `${timing}, cache;desc=miss`);
  };

  const send = () => {
    if (res.headersSent || !stream) return;
    const timing = serverTiming();
    if (keep && !didError) {
      // Piped once every part is ready: it comes out in one go, complete.
      stream.pipe(
        collectHtml((html) => {
          if (shopperLeft || res.headersSent) return;
          if (didError) sendPageHtml(res, html, `${timing}, cache;desc=miss`);
          else keepAndSend(html, timing);
        }),
      );
      return;
    }
    setPageHeaders(res, didError ? 500 : context.statusCode, timing);
    stream.pipe(res);
  };

  const element = (
    <Document data={boot.document} nonce={nonce}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </Document>
  );
  const bootContent = `window.${BOOT_GLOBAL}=${serializeJsonForScript(boot)}`;
  const ready = renderReadyPage(
    element,
    hydrate ? { nonce, bootContent, entry: options.assets.entry } : undefined,
  );
  if (ready !== undefined) {
    const html = Buffer.from(ready);
    const timing = serverTiming();
    if (keep) return keepAndSend(html, timing);
    return sendPageHtml(res, html, timing, context.statusCode);
  }

  stream = renderToPipeableStream(element, {
    nonce,
    // A Suspense boundary that is ready stays where it is: past 12.8 kB of page React
    // would send it last, in a hidden div a script moves into place, out of order for
    // crawlers and for people without JavaScript.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(hydrate && {
      bootstrapScriptContent: bootContent,
      bootstrapModules: [options.assets.entry],
    }),
    onShellReady() {
      if (!waitForAll) send();
    },
    onAllReady() {
      if (waitForAll) send();
    },
    onShellError(error) {
      if (shopperLeft) return;
      noteServerError(res, error, 'page shell');
      if (res.headersSent) return;
      // A timed-out page is a temporary condition; anything else is a fault.
      res
        .status(timedOut ? 503 : 500)
        .type('html')
        .send(renderFallbackPage(requestId));
    },
    onError(error) {
      if (shopperLeft) return;
      didError = true;
      noteServerError(res, error, 'page render');
    },
  });
}

/** A destination that gathers a whole render, then hands over its bytes. */
function collectHtml(done: (html: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, next) {
      chunks.push(chunk);
      next();
    },
    final(next) {
      done(Buffer.concat(chunks));
      next();
    },
  });
}

// Puts the fake Stripe behind Stripe's real hostnames in a puppeteer-core page:
//   https://js.stripe.com/<train>/stripe.js, /v3  -> the Stripe.js stand-in (or a failed load)
//   https://api.stripe.com/*                      -> the fake API (method, headers, body kept; CORS added)
//   https://hooks.stripe.com/3d_secure_2/fake/*   -> the fake's 3-D Secure page
//   https://hooks.stripe.com/__fake/3ds/*         -> the fake's 3-D Secure completion
// Every other request is continued untouched. Resolutions use cooperative interception
// (priorities), so other handlers on the page keep working if they pass a priority too, e.g.
// `request.continue(request.continueRequestOverrides(), 0)`, or return early when
// `request.isInterceptResolutionHandled()`.
import type { HTTPRequest, Page, ResponseForRequest } from 'puppeteer-core';
import { stripeJsStandInSource, type StripeJsStandInOptions } from './stripe-js-stand-in.ts';

export interface InterceptStripeOptions extends Omit<StripeJsStandInOptions, 'apiBase'> {
  /** 'unavailable' aborts every js.stripe.com request, as when Stripe.js cannot load. */
  stripeJs?: 'available' | 'unavailable';
  /** Delay before serving Stripe.js, to see the page's loading state. */
  stripeJsDelayMs?: number;
  /** Cooperative interception priority of the Stripe responses. Default 100. */
  priority?: number;
}

export interface StripeInterception {
  /** Stripe URLs served, in order, as 'METHOD url'. */
  handled: string[];
  /** Stops serving Stripe URLs (request interception stays on). */
  stop(): void;
}

const STRIPE_JS_URL = /^https:\/\/js\.stripe\.com\/(v3\/?|[A-Za-z0-9_-]+\/stripe\.js)(\?.*)?$/;
const API_URL = /^https:\/\/api\.stripe\.com\//;
const HOOKS_URL = /^https:\/\/hooks\.stripe\.com\/(3d_secure_2\/fake\/|__fake\/3ds\/)/;
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, HEAD, OPTIONS, DELETE',
  'Access-Control-Expose-Headers': 'Request-Id, Stripe-Should-Retry, Idempotent-Replayed',
};
/** Request headers not passed on to the fake (hop-by-hop, or set by fetch itself). */
const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'content-length', 'keep-alive']);
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'date',
]);

/** True for the URLs Stripe.js is loaded from: /<train>/stripe.js (what @stripe/stripe-js injects) and /v3. */
export function isStripeJsUrl(url: string): boolean {
  return STRIPE_JS_URL.test(url);
}

export async function interceptStripe(
  page: Page,
  fake: { url: string },
  options: InterceptStripeOptions = {},
): Promise<StripeInterception> {
  const priority = options.priority ?? 100;
  const handled: string[] = [];
  const scripts = new Map<string, string>();
  const scriptFor = (url: string): string => {
    // /v3 is Stripe.js version 3; /<train>/stripe.js reports the train (e.g. 'endive').
    const train = /^https:\/\/js\.stripe\.com\/([A-Za-z0-9_-]+)\/stripe\.js/.exec(url)?.[1];
    const version = options.version ?? (train && train !== 'v3' ? train : 3);
    const key = String(version);
    let source = scripts.get(key);
    if (!source) {
      source = stripeJsStandInSource({ ...options, version });
      scripts.set(key, source);
    }
    return source;
  };

  async function forward(request: HTTPRequest): Promise<Partial<ResponseForRequest> | 'failed'> {
    const url = new URL(request.url());
    const method = request.method();
    if (method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          ...CORS_HEADERS,
          'Access-Control-Allow-Headers':
            request.headers()['access-control-request-headers'] ?? 'Content-Type, Authorization',
          'Access-Control-Max-Age': '300',
        },
        body: '',
      };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers())) {
      if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase())) headers[name] = value;
    }
    let body: string | undefined = request.postData();
    if (body === undefined && request.hasPostData()) body = await request.fetchPostData();
    try {
      const response = await fetch(`${fake.url}${url.pathname}${url.search}`, {
        method,
        headers,
        ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
      });
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (!DROPPED_RESPONSE_HEADERS.has(name)) responseHeaders[name] = value;
      });
      return {
        status: response.status,
        headers: { ...responseHeaders, ...CORS_HEADERS },
        body: Buffer.from(await response.arrayBuffer()),
      };
    } catch {
      // The fake dropped the connection (failNext 'network'): the browser sees a network error.
      return 'failed';
    }
  }

  const resolve = async (
    request: HTTPRequest,
    answer: () => Promise<Partial<ResponseForRequest> | 'failed'>,
  ) => {
    let result: Partial<ResponseForRequest> | 'failed';
    try {
      result = await answer();
    } catch {
      result = 'failed';
    }
    if (request.isInterceptResolutionHandled()) return;
    if (result === 'failed') await request.abort('connectionreset', priority);
    else await request.respond(result, priority);
  };

  // Puppeteer runs each 'request' listener as an intercept action and awaits the promise it
  // returns before finalizing, so the asynchronous answers are awaited here.
  const handler = async (request: HTTPRequest): Promise<void> => {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    const onStripeJsHost = url.startsWith('https://js.stripe.com/');
    const api = API_URL.test(url) || HOOKS_URL.test(url);
    if (!onStripeJsHost && !api) {
      void request.continue(request.continueRequestOverrides(), 0);
      return;
    }
    handled.push(`${request.method()} ${url}`);
    if (onStripeJsHost) {
      if (options.stripeJs === 'unavailable') {
        void request.abort('failed', priority);
        return;
      }
      if (!isStripeJsUrl(url)) {
        // The stand-in loads nothing else from js.stripe.com (no iframes): never reach the network.
        void request.respond({ status: 404, headers: CORS_HEADERS, body: '' }, priority);
        return;
      }
      const respond = async (): Promise<Partial<ResponseForRequest>> => {
        if (options.stripeJsDelayMs) {
          await new Promise((done) => setTimeout(done, options.stripeJsDelayMs));
        }
        return {
          status: 200,
          contentType: 'application/javascript; charset=utf-8',
          headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
          body: scriptFor(url),
        };
      };
      await resolve(request, respond);
      return;
    }
    await resolve(request, () => forward(request));
  };

  await page.setRequestInterception(true);
  page.on('request', handler);
  return {
    handled,
    stop() {
      page.off('request', handler);
    },
  };
}

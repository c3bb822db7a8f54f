import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A fresh CSP nonce per response, read by the page renderer from res.locals.nonce. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = crypto.randomBytes(16).toString('base64');
  next();
};

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`;

/**
 * Strict CSP: scripts only from this origin or carrying this response's nonce
 * (never 'unsafe-inline'); no plugins; no <base> rewriting. Styles allow inline
 * because the theme arrives as a <style> in the streamed head.
 */
export function securityHeaders(isProduction: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Tenant logos and model images may live on an https CDN (the schema allows it).
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Demo sites run on plain http://<slug>.localhost; HSTS only means something behind TLS.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** Stripe.js, its Elements frames and 3-D Secure pages, and its API (Stripe's security guide). */
const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://merchant-ui-api.stripe.com'],
} as const;

/** The policy of a page that loads Stripe.js: the site's own, plus Stripe's origins. */
export function withStripeSources(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0] as keyof typeof STRIPE_SOURCES;
      const extra = STRIPE_SOURCES[name];
      return extra ? `${directive.trim()} ${extra.join(' ')}` : directive.trim();
    })
    .join(';');
}

/**
 * Opens this response's CSP to Stripe: called for pages whose route says `usesStripe` (the
 * reserve page) and no other, so every other page keeps third-party script out.
 */
export function admitStripe(res: ServerResponse): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.setHeader('Content-Security-Policy', withStripeSources(policy));
  }
}

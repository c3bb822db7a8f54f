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

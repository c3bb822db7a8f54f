import path from 'node:path';
import express, { type RequestHandler } from 'express';

/** Content-hashed bundle files: safe to cache for a year. */
export function hashedAssets(dir: string): RequestHandler {
  return express.static(dir, { immutable: true, maxAge: '1y', index: false, fallthrough: false });
}

export function vehicleImages(dir: string): RequestHandler {
  return express.static(dir, { maxAge: '1d', index: false, fallthrough: false });
}

/**
 * /tenant-assets/<slug>/... serves logos and favicons, but only the current
 * tenant's own folder: one dealer's hostname never serves another dealer's files.
 */
export function tenantAssets(dir: string): RequestHandler {
  const serve = express.static(dir, { maxAge: '1h', index: false, fallthrough: false });
  return (req, res, next) => {
    const [, slug] = req.path.split('/');
    if (slug !== res.locals.tenant.config.slug) {
      res.status(404).type('text').send('Not found');
      return;
    }
    serve(req, res, next);
  };
}

export function repoPath(...parts: string[]): string {
  return path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', ...parts);
}

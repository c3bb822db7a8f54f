import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Content-hashed bundle files: safe to cache for a year. Source maps (the sources' text, kept
 * on disk beside the bundle for error reports) only when `serveSourceMaps`: production keeps
 * them private unless SERVE_SOURCE_MAPS=true (docs/operations.md).
 */
export function hashedAssets(dir: string, options: { serveSourceMaps: boolean }): RequestHandler {
  const serve = express.static(dir, {
    immutable: true,
    maxAge: '1y',
    index: false,
    fallthrough: false,
  });
  return (req, res, next) => {
    if (!options.serveSourceMaps && req.path.endsWith('.map')) {
      res.status(404).type('text').send('Not found');
      return;
    }
    serve(req, res, next);
  };
}

export function carImages(dir: string): RequestHandler {
  return express.static(dir, { maxAge: '1d', index: false, fallthrough: false });
}

/**
 * /tenant-assets/<slug>/... serves logos and favicons from the current tenant's
 * own folder only. Each tenant gets its own static root, so no path (`..`,
 * encoded slashes) can reach a sibling tenant's folder.
 */
export function tenantAssets(dir: string, slugs: readonly string[]): RequestHandler {
  const roots = new Map(
    slugs.map((slug) => [
      slug,
      express.static(path.join(dir, slug), { maxAge: '1h', index: false, fallthrough: false }),
    ]),
  );
  return (req, res, next) => {
    const slug: string = res.locals.tenant.config.slug;
    const prefix = `/${slug}/`;
    const serve = roots.get(slug);
    if (!serve || !req.url.startsWith(prefix)) {
      res.status(404).type('text').send('Not found');
      return;
    }
    req.url = req.url.slice(prefix.length - 1);
    serve(req, res, next);
  };
}

import type { RequestHandler } from 'express';

/**
 * Page paths are lower case (slugs, the routes of product rules 2.1, 2.2 and 2.3): a
 * mixed-case path answers with a 301 to its lower-case form, so each page has one URL for
 * search engines. The query string is kept; leading slashes collapse to one so the target
 * can never be read as another host (`//example.com`).
 */
export const redirectToLowerCasePath: RequestHandler = (req, res, next) => {
  if (req.path === req.path.toLowerCase()) return next();
  const queryStart = req.originalUrl.indexOf('?');
  const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  const path = `/${req.path.toLowerCase().replace(/^\/+/, '')}`;
  res.redirect(301, `${path}${query}`);
};

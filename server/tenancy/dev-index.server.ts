import type { RequestHandler } from 'express';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';

const BARE_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Development only: bare localhost lists every demo site on its own *.localhost hostname. */
export function devIndex(tenants: readonly TenantConfig[], port: number): RequestHandler {
  return (req, res, next) => {
    if (!BARE_HOSTS.has(res.locals.host) || req.path !== '/') return next();
    const items = tenants
      .map((tenant) => {
        const host =
          tenant.hostnames.find((name) => name.endsWith('.localhost')) ?? tenant.hostnames[0];
        const url = `http://${host}:${port}/`;
        return `<li><a href="${escapeHtml(url)}">${escapeHtml(tenant.dealership.name)}</a> <code>${escapeHtml(url)}</code></li>`;
      })
      .join('');
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo dealer sites</title></head><body><main><h1>Demo dealer sites</h1><p>Each site answers on its own hostname.</p><ul>${items}</ul></main></body></html>`,
      );
  };
}

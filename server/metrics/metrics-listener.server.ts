import http from 'node:http';
import type { Registry } from 'prom-client';

/**
 * The metrics' own listener (METRICS_PORT): GET /metrics in Prometheus' text format, anything
 * else 404. Never part of the sites' app, so no dealer hostname answers /metrics; keep the port
 * off the public network (docs/operations.md, "Metrics").
 */
export function createMetricsServer(registry: Registry): http.Server {
  return http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed'),
    );
  });
}

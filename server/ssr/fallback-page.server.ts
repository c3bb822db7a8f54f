/**
 * Sent when even the page shell cannot render: no tenant data, no scripts. With the
 * request id the shopper can quote (the server's log line for the request carries it);
 * request ids are [A-Za-z0-9._-] only (request-log.server.ts), so nothing needs escaping.
 */
export function renderFallbackPage(requestId?: string): string {
  const reference = requestId ? `<p>Reference: <code>${requestId}</code></p>` : '';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head><body><main><h1>Something went wrong</h1><p>Sorry, this page could not be shown. Please try again in a moment.</p>${reference}</main></body></html>`;
}

import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * A Fetch Request for react-router built from the Express request; aborted when
 * the client goes away so loaders can stop work. The URL uses the tenant's
 * resolved host, never a raw header.
 */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, host: string): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  // Joined, not resolved: a path like `//other.example/x` must stay a path on this host.
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // A plain form post arrives as a raw Buffer (express.raw); every other request has no body.
  const body =
    Buffer.isBuffer(req.body) && req.method === 'POST' ? new Uint8Array(req.body) : undefined;
  return new Request(url, { method: req.method, headers, signal: controller.signal, body });
}

/** Sends a react-router Response (a redirect or a thrown error response) through Express. */
export async function sendFetchResponse(res: ExpressResponse, response: Response) {
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

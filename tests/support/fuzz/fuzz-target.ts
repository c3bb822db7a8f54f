import type fc from 'fast-check';

/** One HTTP request a fuzz case sends (raw: the body is sent byte for byte). */
export interface FuzzRequest {
  method: string;
  /** Path and query string exactly as sent on the request line (may be malformed on purpose). */
  target: string;
  /** The demo site's Host header value, e.g. `coastal-used-cars.localhost`. */
  host: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** A family of malformed or hostile requests against one endpoint or route. */
export interface FuzzTarget {
  name: string;
  request: fc.Arbitrary<FuzzRequest>;
  /** Tables whose row count must not change when the answer is 4xx. */
  tables: string[];
}

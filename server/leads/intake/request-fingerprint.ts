import crypto from 'node:crypto';

/**
 * SHA-256 of a request body with its keys sorted at every level, so the same
 * submission retried (whatever order a client serialises it in) has the same
 * fingerprint and a different one does not.
 */
export function requestFingerprint(body: unknown): string {
  return crypto.createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

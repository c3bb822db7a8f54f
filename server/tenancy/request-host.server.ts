export interface HostHeaders {
  host: string | undefined;
  forwardedHost: string | undefined;
  /** Whether the peer is a trusted proxy (TRUST_PROXY), so X-Forwarded-Host counts. */
  trustForwarded: boolean;
}

/** Lower-cases, strips the port and a trailing dot; null for anything that is not a hostname. */
export function normalizeHost(raw: string | undefined): string | null {
  if (!raw) return null;
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    host = host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d*$/, '');
  }
  host = host.replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return null;
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)) return null;
  return host;
}

/** The host a request was addressed to: X-Forwarded-Host only from a trusted proxy. */
export function pickRequestHost({
  host,
  forwardedHost,
  trustForwarded,
}: HostHeaders): string | null {
  if (trustForwarded && forwardedHost) {
    // Proxies that append leave whatever the visitor sent on the left; only the
    // value added by the nearest (trusted) proxy, the rightmost, can be believed.
    const nearest = forwardedHost.split(',').at(-1);
    return normalizeHost(nearest);
  }
  return normalizeHost(host);
}

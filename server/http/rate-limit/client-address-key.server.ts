import net from 'node:net';

/**
 * The key a client's address is counted under. An IPv6 client usually holds a whole /64
 * (and can pick any address in it), so IPv6 addresses count by their /64; an IPv4-mapped
 * address counts as its IPv4 address.
 */
export function clientAddressKey(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!net.isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 address in the tail fills two groups; only the first four matter here.
  const tailLength = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailLength).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) =>
    group.includes('.') ? group : group.replace(/^0+(?=.)/, ''),
  );
}

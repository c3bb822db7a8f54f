import { describe, expect, test } from 'vitest';
import { clientAddressKey } from '#server/http/rate-limit/client-address-key.server.ts';

describe('clientAddressKey', () => {
  test('an IPv4 address is its own key', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  test('an IPv4-mapped IPv6 address counts as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv6 addresses count by their /64, however they are written', () => {
    const key = '2001:db8:0:12::/64';
    expect(clientAddressKey('2001:db8:0:12::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:0000:0012:abcd:ef01:2345:6789')).toBe(key);
    expect(clientAddressKey('2001:DB8:0:12:ffff::9')).toBe(key);
    expect(clientAddressKey('2001:db8:0:12::1%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  test('no address, no key', () => {
    expect(clientAddressKey(undefined)).toBeUndefined();
    expect(clientAddressKey('')).toBeUndefined();
  });
});

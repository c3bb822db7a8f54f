import { describe, expect, test } from 'vitest';
import { normalizeHost, pickRequestHost } from '#server/tenancy/request-host.server.ts';

describe('normalizeHost', () => {
  test.each([
    ['Harbour-City-Motors.LOCALHOST', 'harbour-city-motors.localhost'],
    ['harbour-city-motors.localhost:3000', 'harbour-city-motors.localhost'],
    ['www.example.com.au.', 'www.example.com.au'],
    ['WWW.Example.com.au.:8443', 'www.example.com.au'],
    ['[::1]:3000', '[::1]'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['  spaced.localhost  ', 'spaced.localhost'],
  ])('%s -> %s', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  test.each([[undefined], [''], ['bad host'], ['evil.com/path'], ['<script>'], ['[::1']])(
    'rejects %s',
    (raw) => {
      expect(normalizeHost(raw)).toBeNull();
    },
  );
});

describe('pickRequestHost', () => {
  const headers = {
    host: 'proxy.internal:8080',
    forwardedHost: 'Coastal-Used-Cars.localhost:3000',
  };

  test('ignores X-Forwarded-Host unless the peer is a trusted proxy', () => {
    expect(pickRequestHost({ ...headers, trustForwarded: false })).toBe('proxy.internal');
  });

  test('uses X-Forwarded-Host from a trusted proxy, case and port normalised', () => {
    expect(pickRequestHost({ ...headers, trustForwarded: true })).toBe(
      'coastal-used-cars.localhost',
    );
  });

  test('takes the value the nearest proxy added, never a visitor-supplied one on its left', () => {
    const forwardedHost = 'other-dealer.example.com.au, shop.example.com.au';
    expect(pickRequestHost({ host: 'x', forwardedHost, trustForwarded: true })).toBe(
      'shop.example.com.au',
    );
  });

  test('falls back to Host when a trusted proxy sent no X-Forwarded-Host', () => {
    expect(
      pickRequestHost({ host: 'A.localhost', forwardedHost: undefined, trustForwarded: true }),
    ).toBe('a.localhost');
  });
});

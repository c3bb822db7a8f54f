import { describe, expect, test } from 'vitest';
import { withStripeSources } from '#server/http/security.server.ts';
import { maskEmail } from '#server/payments/reservation-services.server.ts';
import { newReservationReference } from '#server/payments/reservation-store.server.ts';

describe('the reserve page policy', () => {
  test('adds Stripe to script, frame and connect sources and nothing else', () => {
    const policy = withStripeSources(
      "default-src 'self';script-src 'self' 'nonce-abc';connect-src 'self';frame-src 'self';img-src 'self'",
    );
    const directives = Object.fromEntries(
      policy.split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual([
      "'self'",
      "'nonce-abc'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directives['frame-src']).toContain('https://hooks.stripe.com');
    expect(directives['connect-src']).toContain('https://api.stripe.com');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'"]);
  });
});

describe('what the return page shows', () => {
  test('an email is recognisable but not readable', () => {
    expect(maskEmail('jane.citizen@example.com')).toBe('j***@example.com');
    expect(maskEmail('nobody')).toBe('***');
  });

  test('references are R- and six characters without 0, O, 1 or I, and differ', () => {
    const references = new Set(Array.from({ length: 200 }, () => newReservationReference()));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^R-[A-HJ-NP-Z2-9]{6}$/);
  });
});

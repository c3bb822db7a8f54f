import { expect, test } from 'vitest';
import {
  findEnquiredOffer,
  offerEnquiryHref,
  offerEnquiryMessage,
} from '#shared/offers/offer-enquiry.ts';
import { demoSite } from '../../support/demo-site.ts';

const bayside = demoSite('bayside-mazda');
const DURING = new Date('2026-12-01T00:00:00Z');

test('an offer’s Enquire link opens the contact form naming it', () => {
  expect(offerEnquiryHref({ id: 'cx-5-demo-run-out' })).toBe('/contact?offer=cx-5-demo-run-out');
  expect(offerEnquiryMessage({ title: 'Mazda CX-5 demonstrator run-out' })).toBe(
    'I would like to know more about your offer: Mazda CX-5 demonstrator run-out.',
  );
});

test.each([
  ['cx-5-demo-run-out', bayside, 'cx-5-demo-run-out'],
  // Expired: the form is the plain contact form again.
  ['bt-50-end-of-financial-year', bayside, undefined],
  ['no-such-offer', bayside, undefined],
  [null, bayside, undefined],
  [
    'cx-5-demo-run-out',
    demoSite('bayside-mazda', (config) => {
      config.features.offers = false;
    }),
    undefined,
  ],
])('?offer=%s names %s', (id, site, expected) => {
  expect(findEnquiredOffer(site, id, DURING)?.id).toBe(expected);
});

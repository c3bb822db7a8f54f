import { expect, test } from 'vitest';
import { offerConfigProblems } from '#shared/offers/offer-config-problems.ts';
import type { Offer } from '#shared/tenant/tenant-config.ts';
import { demoTenantConfig } from '../../support/demo-site.ts';

const offer = (patch: Partial<Offer> = {}): Offer => ({
  id: 'summer',
  title: 'Summer',
  image: { url: '/tenant-assets/demo/summer.svg', alt: 'Summer' },
  text: 'An offer.',
  start: '2027-01-01',
  expiry: '2027-01-31',
  ...patch,
});
const MODELS = [{ id: 1, name: 'CX-5', slug: 'cx-5', manufacturer_name: 'Mazda' }];

test.each([
  ['a well-formed offer', [offer({ models: ['cx-5'] })], []],
  [
    'an id used twice',
    [offer(), offer()],
    [{ pointer: '/offers/1/id', rule: 'offer id "summer" is used twice' }],
  ],
  [
    'a start after the expiry',
    [offer({ start: '2027-02-01' })],
    [
      {
        pointer: '/offers/0/start',
        rule: 'starts after its expiry 2027-01-31: it would never show',
      },
    ],
  ],
  [
    'a model the site does not have',
    [offer({ models: ['cx-5', 'mx-30'] })],
    [
      {
        pointer: '/offers/0/models/1',
        rule: '"mx-30" is not the slug of one of this site\'s models',
      },
    ],
  ],
])('%s', (_case, offers, expected) => {
  expect(offerConfigProblems({ offers, models: MODELS })).toEqual(expected);
});

test.each(['harbour-city-motors', 'bayside-mazda'])(
  'the demo site %s has live offers and at least one expired, all well-formed',
  (slug) => {
    const config = demoTenantConfig(slug);
    expect(config.features.offers).toBe(true);
    expect(offerConfigProblems(config)).toEqual([]);
    expect(config.offers?.length).toBeGreaterThanOrEqual(3);
  },
);

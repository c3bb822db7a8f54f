import { expect, test } from 'vitest';
import { carActions } from '#shared/car/car-actions.ts';
import { toCarDetail, type CarDetail } from '#shared/car/car-detail.ts';
import { offerAvailability } from '#shared/seo/car-json-ld.ts';
import { carUrl } from '#shared/inventory/car-identity.ts';
import { carForms } from '#shared/pages/car/car-forms.ts';
import { generateDemoCars } from '#seed/demo-cars.ts';
import { demoSite } from '../../support/demo-site.ts';

const site = demoSite('harbour-city-motors');
const base = toCarDetail(
  generateDemoCars({ now: new Date('2026-11-20T00:00:00Z'), count: 200 }).find(
    (car) => car.dealership_slug === 'harbour-city-motors' && car.price > 1000,
  )!,
);
const car = (overrides: Partial<CarDetail>): CarDetail => ({
  ...base,
  status: 'in_stock',
  sold: false,
  reserved: false,
  tag: null,
  reservable: true,
  has_checkout_payment_processor: true,
  ...overrides,
});
const kinds = (detail: CarDetail, tradeInQualifies = true) =>
  carActions(detail, site, { tradeInQualifies }).actions.map((action) => action.kind);

test('an available, reservable car offers every action in the product rule 2.5 order', () => {
  expect(kinds(car({}))).toEqual([
    'enquire',
    'finance',
    'trade-in',
    'question',
    'reserve',
    'test-drive',
  ]);
});

test('the form buttons link to the page’s own fragments, each a form the page offers', () => {
  const detail = car({});
  const page = carUrl(detail.slug);
  const hrefs = Object.fromEntries(
    carActions(detail, site, { tradeInQualifies: true }).actions.map((a) => [a.kind, a.href]),
  );
  expect(hrefs).toMatchObject({
    enquire: `${page}#enquire`,
    finance: `${page}#finance`,
    question: `${page}#question`,
    'test-drive': `${page}#test-drive`,
  });
  const offered: readonly string[] = carForms(detail, site);
  for (const href of Object.values(hrefs).filter((href) => href.startsWith(`${page}#`))) {
    expect(offered, href).toContain(href.split('#')[1]);
  }
});

test('trade-in needs a qualifying car; reserve needs the reservable rule', () => {
  expect(kinds(car({}), false)).not.toContain('trade-in');
  expect(kinds(car({ reserved: true }))).not.toContain('reserve');
  expect(kinds(car({ tag: 'Test Drive Only' }))).not.toContain('reserve');
  expect(kinds(car({ reservable: false }))).not.toContain('reserve');
});

test('coming soon: no test drive, no reserve; sold: find similar only', () => {
  expect(kinds(car({ status: 'coming_soon' }))).toEqual([
    'enquire',
    'finance',
    'trade-in',
    'question',
  ]);
  expect(kinds(car({ sold: true, status: 'sold' }))).toEqual(['find-similar']);
});

test('the detail view never carries processor keys, ranking or counters', () => {
  const detail = toCarDetail({
    ...base,
    views: 10,
    custom_rank: 3,
    payment_processors: [
      {
        authorization_type: 'stripe',
        authorization_key: 'pk_x',
        deposit_amount: 500,
        apple_pay_enabled: false,
        google_pay_enabled: false,
      },
    ],
  } as never);
  expect(detail.payment_processors).toEqual([
    { authorization_type: 'stripe', deposit_amount: 500 },
  ]);
  expect(detail).not.toHaveProperty('views');
  expect(detail).not.toHaveProperty('custom_rank');
});

test.each([
  [{ sold: true, reserved: false, status: 'sold' }, 'SoldOut'],
  [{ sold: false, reserved: true, status: 'in_stock' }, 'LimitedAvailability'],
  [{ sold: false, reserved: false, status: 'coming_soon' }, 'PreOrder'],
  [{ sold: false, reserved: false, status: 'in_transit' }, 'PreOrder'],
  [{ sold: false, reserved: false, status: 'in_stock' }, 'InStock'],
] as const)('offer availability %j -> %s', (state, expected) => {
  expect(offerAvailability(state)).toBe(expected);
});

// GET /api/trade-in/estimate on every demo site, checked against the site's own inventory
// files: the engine must find every comparable the formula would count, and no other
// dealer's. A trade-in lead stores the estimate it was given.
import express from 'express';
import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { tradeInRouter } from '#server/api/trade-in/trade-in-router.server.ts';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import { marketMembers } from '#server/trade-in/trade-in-market.server.ts';
import type { Car } from '#shared/inventory/car.ts';
import { currentYearInSydney } from '#shared/inventory/trade-in.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import {
  estimateTradeIn,
  isComparable,
  type TradeInVehicle,
} from '#shared/trade-in/trade-in-estimate.ts';
import { formatDollars } from '#shared/format/money.ts';
import { runTradeInEstimateCli } from '../../scripts/trade-in-estimate.ts';
import { LeadApiClient } from '../support/lead-api-client.ts';
import { DEMO_SLUGS, useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();
const COASTAL = 'coastal-used-cars';
const TRUCKS = 'southern-cross-trucks';

function estimate(slug: string, query: Record<string, string | number> | string) {
  const search =
    typeof query === 'string'
      ? query
      : new URLSearchParams(
          Object.entries(query).map(([name, value]) => [name, String(value)]),
        ).toString();
  return request(fixture.current.app)
    .get(`/api/trade-in/estimate?${search}`)
    .set('Host', `${slug}.localhost`);
}

function stock(slug: string): Car[] {
  return readTenantInventory(fixture.current.env.DATA_DIR, slug)?.cars ?? [];
}

/** The site's market: its own cars and those of the sites in its dealer group. */
function market(slug: string): Car[] {
  const tenants = DEMO_SLUGS.map((demo) => fixture.tenant(demo));
  return marketMembers(tenants, fixture.tenant(slug)).flatMap((member) => stock(member.slug));
}

/** A used car of the site that qualifies and has the most comparables: a realistic shopper. */
function typicalVehicle(slug: string): TradeInVehicle {
  const now = new Date();
  const cars = market(slug);
  const candidates = stock(slug)
    .filter((car) => car.car_type === 'used' && car.km <= 100_000)
    .filter((car) => currentYearInSydney(now) - car.year <= 7)
    .map((car) => ({
      vehicle: {
        make: car.make,
        model: car.model,
        year: car.year,
        km: car.km,
        condition: 'Good' as const,
      },
    }))
    .map(({ vehicle }) => ({
      vehicle,
      count: cars.filter((other) => isComparable(vehicle, other, now)).length,
    }))
    .sort((a, b) => b.count - a.count);
  const best = candidates[0];
  if (!best) throw new Error(`${slug} has no used car that qualifies for a trade-in estimate`);
  return best.vehicle;
}

describe.each(DEMO_SLUGS)('%s', (slug) => {
  test('a qualifying vehicle: a range from every comparable in the market', async () => {
    const vehicle = typicalVehicle(slug);
    const res = await estimate(slug, { ...vehicle });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const expected = estimateTradeIn(vehicle, market(slug), new Date());
    expect(expected.outcome).toBe('estimate');
    if (expected.outcome !== 'estimate') return;
    expect(res.body).toEqual({
      low: expected.low,
      high: expected.high,
      currency: 'AUD',
      comparables: expected.comparables,
    });
    expect(Number.isInteger(res.body.low) && Number.isInteger(res.body.high)).toBe(true);
    expect(res.body.low).toBeLessThan(res.body.high);
  });

  test('the same vehicle spelt another way gets the same answer', async () => {
    const vehicle = typicalVehicle(slug);
    const first = await estimate(slug, { ...vehicle });
    const respelt = await estimate(slug, {
      ...vehicle,
      make: vehicle.make.toUpperCase(),
      model: ` ${vehicle.model.toLowerCase().replace(/-/g, ' ')} `,
      condition: 'good',
    });
    expect(respelt.body).toEqual(first.body);
  });
});

describe('the trade-in rule (7 years, 100,000 km)', () => {
  const year = currentYearInSydney(new Date());
  const base = { make: 'Toyota', model: 'Corolla', condition: 'Fair' };

  test('exactly 7 years old and exactly 100,000 km: an answer, not a refusal', async () => {
    const res = await estimate(COASTAL, { ...base, year: year - 7, km: 100_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.currency).toBe('AUD');
  });

  test('8 years old: 422 naming the year', async () => {
    const res = await estimate(COASTAL, { ...base, year: year - 8, km: 50_000 });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({
      code: 'no_online_estimate',
      fields: { year: 'over 7 years old' },
    });
    expect(res.body.error.message).toContain(
      "An online estimate isn't available for vehicles over 7 years old or over 100,000 km.",
    );
  });

  test('100,001 km: 422 naming the odometer', async () => {
    const res = await estimate(COASTAL, { ...base, year: year - 2, km: 100_001 });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ km: 'over 100,000 km' });
  });
});

describe('no comparables', () => {
  test('a model nobody stocks: says so, with no figures', async () => {
    const res = await estimate(COASTAL, {
      make: 'Koenigsegg',
      model: 'Jesko',
      year: 2024,
      km: 5_000,
      condition: 'Excellent',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ low: null, high: null, currency: 'AUD', comparables: 0 });
  });

  test("another dealer's stock is not this site's market", async () => {
    // Fuso trucks are only Southern Cross Trucks' stock; Coastal Used Cars is not in its group.
    const truck = typicalVehicle(TRUCKS);
    expect(truck.make).toBe('Fuso');
    expect((await estimate(TRUCKS, { ...truck })).body.comparables).toBeGreaterThan(0);
    expect((await estimate(COASTAL, { ...truck })).body.comparables).toBe(0);
  });
});

describe('bad parameters: 400 naming the parameter', () => {
  const good = 'make=Toyota&model=Corolla&year=2022&km=40000&condition=Good';
  test.each([
    [
      'model missing',
      'make=Toyota&year=2022&km=40000&condition=Good',
      'model',
      'model is required',
    ],
    ['make blank', good.replace('make=Toyota', 'make=%20'), 'make', 'make is required'],
    ['year sent twice', `${good}&year=2021`, 'year', 'year was sent 2 times; send it once'],
    ['an unknown parameter', `${good}&colour=red`, 'colour', 'colour is not a parameter'],
    ['a two-digit year', good.replace('year=2022', 'year=22'), 'year', 'year must be a model year'],
    ['a year from the future', good.replace('year=2022', 'year=2099'), 'year', 'year must be'],
    ['km with a unit', good.replace('km=40000', 'km=40000km'), 'km', 'km must be the odometer'],
    ['a negative km', good.replace('km=40000', 'km=-5'), 'km', 'km must be'],
    ['an unknown condition', good.replace('Good', 'Mint'), 'condition', 'condition must be one of'],
    ['a control character', good.replace('Corolla', 'Coro%1Blla'), 'model', 'control'],
    ['a make too long', good.replace('Toyota', 'T'.repeat(51)), 'make', 'at most 50 characters'],
  ])('%s', async (_case, query, param, message) => {
    const res = await estimate(COASTAL, query);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_parameter');
    expect(Object.keys(res.body.error.fields)).toEqual([param]);
    expect(res.body.error.message).toContain(message);
  });

  test('only GET', async () => {
    const res = await request(fixture.current.app)
      .post(`/api/trade-in/estimate?${good}`)
      .set('Host', `${COASTAL}.localhost`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET');
  });
});

describe('the router alone', () => {
  function appFor(
    features: { trade_in: boolean },
    valueTradeIn: Parameters<typeof tradeInRouter>[0]['valueTradeIn'],
  ) {
    const config = structuredClone(fixture.tenant(COASTAL));
    config.features.trade_in = features.trade_in;
    const tenant = { config, site: toSiteData(config) } as ResolvedTenant;
    return express()
      .use((_req, res, next) => {
        res.locals.tenant = tenant;
        next();
      })
      .use('/api/trade-in', tradeInRouter({ valueTradeIn }));
  }
  const query =
    '/api/trade-in/estimate?make=Toyota&model=Corolla&year=2022&km=40000&condition=Good';

  test('a site without trade-in valuations: 404, and the market is not asked', async () => {
    let asked = false;
    const res = await request(
      appFor({ trade_in: false }, async () => {
        asked = true;
        throw new Error('not to be asked');
      }),
    ).get(query);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('form_not_offered');
    expect(asked).toBe(false);
  });

  test('the market failing is a 500 that says so, not a made-up range', async () => {
    const res = await request(
      appFor({ trade_in: true }, async () => {
        throw new Error('search engine down');
      }),
    ).get(query);
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('The estimate is not available; please try again');
  });
});

describe('the lead', () => {
  const contact = {
    name: 'Alex Citizen',
    email: 'alex@example.com',
    phone: '0412 345 678',
    postcode: '4217',
    message: 'Two sets of keys and a full service history.',
  };

  test('a qualifying vehicle: the lead holds the estimate the API gives', async () => {
    const api = new LeadApiClient(fixture.current.app, fixture.current.database);
    const vehicle = typicalVehicle(COASTAL);
    const shown = await estimate(COASTAL, { ...vehicle });
    const res = await api.create(COASTAL, {
      form: 'trade-in',
      fields: {
        ...contact,
        'Vehicle Make': vehicle.make,
        'Vehicle Model': vehicle.model,
        'Vehicle Year': String(vehicle.year),
        'Vehicle Kms': String(vehicle.km),
        'Vehicle Condition': vehicle.condition,
      },
      source_page: '/valuations',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lead = await api.lead(res.body.lead_id);
    expect(lead.trade_in_estimate).toEqual({
      outcome: 'estimate',
      low: shown.body.low,
      high: shown.body.high,
      comparables: shown.body.comparables,
    });
  });

  test('outside the rule: the lead says why there was no estimate', async () => {
    const api = new LeadApiClient(fixture.current.app, fixture.current.database);
    const res = await api.create(COASTAL, {
      form: 'trade-in',
      fields: {
        ...contact,
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        'Vehicle Year': '2012',
        'Vehicle Kms': '145,000',
        'Vehicle Condition': 'Good',
      },
      source_page: '/valuations',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await api.lead(res.body.lead_id)).trade_in_estimate).toEqual({
      outcome: 'outside-rule',
      reasons: ['age', 'km'],
    });
  });
});

describe('npm run trade-in:estimate', () => {
  test('prints the API’s range and one line per comparable behind it', async () => {
    const vehicle = typicalVehicle(COASTAL);
    const answer = (await estimate(COASTAL, { ...vehicle })).body;
    const result = runTradeInEstimateCli(
      [COASTAL, vehicle.make, vehicle.model, String(vehicle.year), String(vehicle.km), 'Good'],
      { DATA_DIR: fixture.current.env.DATA_DIR },
    );
    expect(result.stderr).toBe('');
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      `estimate: ${formatDollars(answer.low)} to ${formatDollars(answer.high)} from ${answer.comparables} comparables`,
    );
    const rows = result.stdout.split('\n').filter((line) => /^\d{4} {2}/.test(line));
    expect(rows).toHaveLength(answer.comparables);
  });

  test('a bad argument names what is wrong, and nothing is printed', () => {
    const result = runTradeInEstimateCli([COASTAL, 'Toyota', 'RAV4', '21', '60000', 'Good'], {
      DATA_DIR: fixture.current.env.DATA_DIR,
    });
    expect(result).toMatchObject({ exitCode: 2, stdout: '' });
    expect(result.stderr).toContain('year must be a model year');
  });
});

describe('the market of a dealer group', () => {
  test('sites of one group share a market; a site without a group is its own', () => {
    const site = (slug: string, group?: string) => ({
      slug,
      dealership: { ...fixture.tenant(COASTAL).dealership, dealership_group: group },
    });
    const tenants = [
      site('a', 'North Group'),
      site('b', 'North Group'),
      site('c'),
      site('d', 'South'),
    ];
    expect(marketMembers(tenants, tenants[0]!).map((t) => t.slug)).toEqual(['a', 'b']);
    expect(marketMembers(tenants, tenants[2]!).map((t) => t.slug)).toEqual(['c']);
    expect(marketMembers(tenants, tenants[3]!).map((t) => t.slug)).toEqual(['d']);
  });
});

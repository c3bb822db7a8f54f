import { describe, expect, test } from 'vitest';
import request from 'supertest';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import type { Car } from '#shared/inventory/car.ts';
import { useTestPlatform } from '../support/test-platform.ts';

const fixture = useTestPlatform();

const BAYSIDE = 'bayside-mazda';
const HARBOUR = 'harbour-city-motors';

/** Every reveal recorded so far, oldest first. */
async function recordedReveals(): Promise<Array<Record<string, unknown>>> {
  const { rows } = await fixture.current.database.query(
    `select car_id, dealership_id, website_id, request_id, revealed_at
     from phone_reveals order by id`,
  );
  return rows;
}

/** A car the site shows (harbour's stock filter leaves sold cars out). */
function siteCar(slug: string): Car {
  const car = readTenantInventory(fixture.current.env.DATA_DIR, slug)?.cars.find(
    (candidate) => !candidate.sold,
  );
  if (!car) throw new Error(`the demo stock of ${slug} has no unsold car`);
  return car;
}

function reveal(slug: string) {
  return request(fixture.current.app)
    .post('/api/phone-reveals')
    .set('Host', `${slug}.localhost`)
    .set('X-Request-Id', 'test-request-0001');
}

/** Sends `send` and expects nothing to have been recorded by it. */
async function expectNothingRecorded(send: () => Promise<request.Response>) {
  const before = (await recordedReveals()).length;
  const res = await send();
  expect(await recordedReveals()).toHaveLength(before);
  expect(res.headers['cache-control']).toBe('no-store');
  return res;
}

describe('POST /api/phone-reveals', () => {
  test('records the reveal with the car, its dealership and the site, then answers 201', async () => {
    const car = siteCar(BAYSIDE);
    const before = (await recordedReveals()).length;
    const res = await reveal(BAYSIDE).send({ car_id: car.id });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ recorded: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const reveals = await recordedReveals();
    expect(reveals).toHaveLength(before + 1);
    const recorded = reveals.at(-1)!;
    expect(recorded).toEqual({
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: BAYSIDE,
      revealed_at: expect.any(Date),
      request_id: 'test-request-0001',
    });
    expect(Date.now() - (recorded.revealed_at as Date).getTime()).toBeLessThan(60_000);
  });

  test('each reveal is its own row', async () => {
    const car = siteCar(HARBOUR);
    const before = (await recordedReveals()).length;
    const responses = await Promise.all(
      [1, 2, 3].map(() => reveal(HARBOUR).send({ car_id: car.id })),
    );
    expect(responses.map((res) => res.status)).toEqual([201, 201, 201]);
    const added = (await recordedReveals()).slice(before);
    expect(added).toHaveLength(3);
    for (const line of added) expect(line).toMatchObject({ car_id: car.id, website_id: HARBOUR });
  });

  test("another dealer's car is not found on this site, and nothing is recorded", async () => {
    const harbourCar = siteCar(HARBOUR);
    const res = await expectNothingRecorded(() => reveal(BAYSIDE).send({ car_id: harbourCar.id }));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: {
        code: 'not_found',
        message: expect.any(String),
        fields: { car_id: expect.any(String) },
      },
    });
  });

  test('an unknown car id is a 404', async () => {
    const res = await expectNothingRecorded(() => reveal(BAYSIDE).send({ car_id: 987_654_321 }));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  test.each([
    ['car_id missing', {}, 'car_id'],
    ['car_id a string', { car_id: '42' }, 'car_id'],
    ['car_id negative', { car_id: -3 }, 'car_id'],
    ['car_id zero', { car_id: 0 }, 'car_id'],
    ['car_id a fraction', { car_id: 4.5 }, 'car_id'],
    ['car_id null', { car_id: null }, 'car_id'],
    ['car_id past the safe integers', { car_id: 2 ** 60 }, 'car_id'],
    ['an extra field', { car_id: 1, dealership_id: 999 }, 'dealership_id'],
  ])('%s: 400 naming %s', async (_case, body, field) => {
    const res = await expectNothingRecorded(() => reveal(BAYSIDE).send(body));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_request');
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });

  test('JSON that is not an object is a 400', async () => {
    for (const body of ['[1]', '42', '"car"', 'null']) {
      const res = await expectNothingRecorded(() =>
        reveal(BAYSIDE).set('Content-Type', 'application/json').send(body),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const array = await reveal(BAYSIDE).set('Content-Type', 'application/json').send('[1]');
    expect(array.body.error.message).toBe('Send a JSON object: { "car_id": <the car\'s id> }');
  });

  test('no body at all is a 400 asking for car_id', async () => {
    for (const send of [
      () => reveal(BAYSIDE),
      () => reveal(BAYSIDE).set('Content-Type', 'application/json'),
    ]) {
      const res = await expectNothingRecorded(send);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain('car_id');
    }
  });

  test('malformed JSON is a 400 in the platform error shape', async () => {
    const res = await expectNothingRecorded(() =>
      reveal(BAYSIDE).set('Content-Type', 'application/json').send('{"car_id": '),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'entity_parse_failed',
      message:
        'Request body is not valid JSON: the body ends where a value was expected at line 1, column 12',
    });
  });

  test('a form or text body is refused as 415 before it is read', async () => {
    const car = siteCar(BAYSIDE);
    const form = await expectNothingRecorded(() =>
      reveal(BAYSIDE).type('form').send(`car_id=${car.id}`),
    );
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
    const text = await expectNothingRecorded(() =>
      reveal(BAYSIDE)
        .type('text')
        .send(JSON.stringify({ car_id: car.id })),
    );
    expect(text.status).toBe(415);
  });

  test('a body far larger than any reveal is refused with 413', async () => {
    const res = await expectNothingRecorded(() =>
      reveal(BAYSIDE).send({ car_id: 1, padding: 'x'.repeat(4_000) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('entity_too_large');
  });

  test('other methods are 405 with Allow: POST', async () => {
    const res = await request(fixture.current.app)
      .get('/api/phone-reveals')
      .set('Host', `${BAYSIDE}.localhost`);
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('POST');
  });

  test('a reveal that cannot be written is a 500, not a false 201', async () => {
    const car = siteCar(BAYSIDE);
    const { database } = fixture.current;
    // The table gone for a moment: the insert fails as on a database that refuses writes.
    await database.query('alter table phone_reveals rename to phone_reveals_away');
    try {
      const res = await reveal(BAYSIDE).send({ car_id: car.id });
      expect(res.status).toBe(500);
      expect(res.body.error.code).toBe('internal');
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await database.query('alter table phone_reveals_away rename to phone_reveals');
    }
  });
});

import { expect, test } from 'vitest';
import { readTradeInCarId } from '#shared/trade-in/trade-in-car-id.ts';

const read = (query: string) => readTradeInCarId(new URLSearchParams(query));

test('one positive whole id is the car traded towards', () => {
  expect(read('car_id=42')).toBe(42);
});

test('anything else is no car', () => {
  for (const query of ['', 'car_id=', 'car_id=0', 'car_id=-1', 'car_id=4.2', 'car_id=042']) {
    expect(read(query), query).toBeNull();
  }
  expect(read('car_id=abc')).toBeNull();
  expect(read('car_id=1&car_id=2')).toBeNull();
  expect(read(`car_id=${'9'.repeat(16)}`)).toBeNull();
});

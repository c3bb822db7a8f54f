import { describe, expect, test } from 'vitest';
import {
  createUserDetailsStore,
  parseUserDetails,
  pickUserDetails,
  serializeUserDetails,
  userDetailsStorageKey,
} from '#shared/forms/saved-user-details.ts';
import {
  createLastEnquiredCarStore,
  lastEnquiredCarStorageKey,
  parseLastEnquiredCar,
  serializeLastEnquiredCar,
} from '#shared/forms/last-enquired-car.ts';
import { LEAD_FIELDS } from '#shared/leads/lead-fields.ts';
import { savedCar } from '../saved-cars/saved-car-fixture.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

const details = {
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0491 570 156',
  postcode: '3000',
};

describe('saved user details', () => {
  test('round-trips the five fields', () => {
    expect(parseUserDetails(serializeUserDetails(details))).toEqual(details);
  });

  test('bad JSON and wrong shapes read as no details', () => {
    for (const text of [null, '', '{', 'null', '42', '"Jane"', '[]', '[{"name":"Jane"}]']) {
      expect(parseUserDetails(text), String(text)).toEqual({});
    }
  });

  test('keeps only non-empty text of the saved fields, trimmed and capped', () => {
    const stored = JSON.stringify({
      name: `  ${'a'.repeat(150)}  `,
      last_name: 7,
      email: '   ',
      phone: null,
      postcode: '30001',
      message: 'Call me',
      opt_in: true,
    });
    expect(parseUserDetails(stored)).toEqual({
      name: 'a'.repeat(LEAD_FIELDS.name.max_length),
      postcode: '3000',
    });
  });

  test('pickUserDetails takes the details out of submitted values', () => {
    const submitted = { ...details, message: 'Hi', car_id: 12 };
    expect(pickUserDetails(submitted)).toEqual(details);
  });

  test('one key per site', () => {
    expect(userDetailsStorageKey('bayside-mazda')).toContain('bayside-mazda');
    expect(userDetailsStorageKey('bayside-mazda')).not.toBe(
      userDetailsStorageKey('coastal-used-cars'),
    );
  });

  test('the store saves per site and merges: an empty field keeps its saved value', () => {
    const storage = memoryStorage();
    const store = createUserDetailsStore('bayside-mazda', () => storage);
    const submitted = { ...details, message: 'secret' };
    store.save(submitted);
    store.save({ name: 'Janet', phone: '' });
    expect(store.read()).toEqual({ ...details, name: 'Janet' });
    expect(
      JSON.parse(storage.items.get(userDetailsStorageKey('bayside-mazda'))!),
    ).not.toHaveProperty('message');
    expect(createUserDetailsStore('coastal-used-cars', () => storage).read()).toEqual({});
  });

  test('unavailable or failing storage is swallowed', () => {
    for (const source of [() => null, () => throwing]) {
      const store = createUserDetailsStore('bayside-mazda', source);
      expect(() => store.save(details)).not.toThrow();
      expect(store.read()).toEqual({});
    }
    const blocked = createUserDetailsStore('bayside-mazda', () => {
      throw new Error('SecurityError');
    });
    expect(() => blocked.save(details)).not.toThrow();
    expect(blocked.read()).toEqual({});
  });
});

describe('last enquired car', () => {
  test('round-trips a saved car and rejects anything else', () => {
    expect(parseLastEnquiredCar(serializeLastEnquiredCar(savedCar(4)))).toEqual(savedCar(4));
    for (const text of [null, '', '{', '{}', '[]', JSON.stringify([{ id: 'x' }])]) {
      expect(parseLastEnquiredCar(text), String(text)).toBeNull();
    }
  });

  test('the store keeps one car per site, the latest', () => {
    const storage = memoryStorage();
    const store = createLastEnquiredCarStore('bayside-mazda', () => storage);
    expect(store.read()).toBeNull();
    store.save(savedCar(1));
    store.save({ ...savedCar(2), name: undefined });
    expect(store.read()).toEqual({ ...savedCar(2), name: '2022 Mazda CX-5 Maxx Sport' });
    expect(storage.items.has(lastEnquiredCarStorageKey('bayside-mazda'))).toBe(true);
    expect(createLastEnquiredCarStore('coastal-used-cars', () => storage).read()).toBeNull();
  });

  test('failing storage is swallowed', () => {
    const store = createLastEnquiredCarStore('bayside-mazda', () => throwing);
    expect(() => store.save(savedCar(1))).not.toThrow();
    expect(store.read()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Car } from '#shared/inventory/car.ts';
import { asCarDocument } from '#server/search/cars-document.server.ts';
import { demoCarsOf, tenant } from './support.ts';

function baysideCar(overrides: Partial<Car> = {}): Car {
  return { ...demoCarsOf('bayside-mazda')[0]!, ...overrides };
}

describe('asCarDocument', () => {
  it('keeps every Car field and adds make_model', () => {
    const car = baysideCar({ make: 'Mazda', model: 'CX-5' });
    const fields = structuredClone(car);
    const document = asCarDocument(car, tenant('bayside-mazda').finance);
    expect(document).toMatchObject(fields);
    expect(document.make_model).toBe('Mazda CX-5');
  });

  it('estimates the weekly repayment from the tenant’s finance terms', () => {
    // Bayside: 5 years, 10% deposit, 30% balloon, 6.49% p.a.
    expect(
      asCarDocument(baysideCar({ price: 39_490 }), tenant('bayside-mazda').finance).weekly_price,
    ).toBe(121.56);
    // Coastal: 5 years, no deposit, no balloon, 9.95% p.a.
    expect(
      asCarDocument(baysideCar({ price: 30_000 }), tenant('coastal-used-cars').finance)
        .weekly_price,
    ).toBe(146.56);
    // Harbour City: 5 years, 10% deposit, 20% balloon, 5.86% p.a.
    expect(
      asCarDocument(baysideCar({ price: 50_000 }), tenant('harbour-city-motors').finance)
        .weekly_price,
    ).toBe(166.64);
  });

  it('has no weekly price for price on application', () => {
    const car = baysideCar({ price: 0, price_type: 'Price on application' });
    expect(asCarDocument(car, tenant('bayside-mazda').finance).weekly_price).toBeNull();
  });

  it('lists each feature once, ignoring case and surrounding spaces, first spelling kept', () => {
    const car = baysideCar({
      features: ['Sunroof', ' sunroof ', 'Apple CarPlay', '  ', 'APPLE CARPLAY', 'Tow Bar '],
    });
    const document = asCarDocument(car, tenant('bayside-mazda').finance);
    expect(document.filtered_features).toEqual(['Sunroof', 'Apple CarPlay', 'Tow Bar']);
    expect(document.features).toEqual(car.features);
  });

  it('carries the words shoppers search by: the body name and the model’s other spellings', () => {
    const car = baysideCar({ model: 'Mazda3', badge: 'G25 GT', simple_body: 'peopleMover' });
    const document = asCarDocument(car, tenant('bayside-mazda').finance);
    expect(document.body_name).toBe('People Mover');
    expect(document.name_aliases).toEqual([`${car.make} Mazda 3 G25 GT`]);
    const caravan = asCarDocument(
      baysideCar({ simple_body: null }),
      tenant('bayside-mazda').finance,
    );
    expect(caravan.body_name).toBeNull();
  });
});

import type { SavedCar } from '#shared/saved-cars/saved-car.ts';

export function savedCar(id: number, overrides: Partial<SavedCar> = {}): SavedCar {
  return {
    id,
    slug: `2022-mazda-cx-5-maxx-sport-s${id}`,
    name: `2022 Mazda CX-5 Maxx Sport ${id}`,
    year: 2022,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    price: 38990,
    price_type: 'Drive Away',
    primary_image_url: '/images/vehicles/suv-blue.svg',
    car_type: 'used',
    ...overrides,
  };
}

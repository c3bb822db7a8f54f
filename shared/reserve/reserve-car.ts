import type { VehicleDetail } from '../vehicle/vehicle-detail.ts';

/** What the reserve page shows and sends of a car: far less than its detail page's data. */
export type ReserveCar = Pick<
  VehicleDetail,
  | 'id'
  | 'slug'
  | 'name'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'price'
  | 'price_type'
  | 'stocknum'
  | 'km'
  | 'car_type'
  | 'status'
  | 'simple_body'
  | 'primary_image_url'
  | 'location_id'
  | 'location_name'
  | 'dealership_slug'
  | 'dealership_name'
>;

export function toReserveCar(car: VehicleDetail): ReserveCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    price: car.price,
    price_type: car.price_type,
    stocknum: car.stocknum,
    km: car.km,
    car_type: car.car_type,
    status: car.status,
    simple_body: car.simple_body,
    primary_image_url: car.primary_image_url,
    location_id: car.location_id,
    location_name: car.location_name,
    dealership_slug: car.dealership_slug,
    dealership_name: car.dealership_name,
  };
}

/** The hidden values every reserve lead carries: the car, its location and dealership. */
export function reserveLeadPreset(car: ReserveCar) {
  return {
    car_id: car.id,
    stock_number: car.stocknum || undefined,
    car_type: car.car_type,
    vehicle_status: car.status,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    location: car.location_id,
    dealership_slug: car.dealership_slug,
  };
}

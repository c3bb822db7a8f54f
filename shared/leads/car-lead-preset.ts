import type { CarDetail } from '../car/car-detail.ts';

type PresetCar = Pick<
  CarDetail,
  'id' | 'stocknum' | 'car_type' | 'status' | 'make' | 'model' | 'location_id' | 'dealership_slug'
>;

/** The hidden values a lead about a stock car carries: the car, its location and dealership. */
export function carLeadPreset(car: PresetCar) {
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

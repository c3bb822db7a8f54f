import fs from 'node:fs';
import type { Car } from '#shared/inventory/car.ts';
import type { CarSummary, InventoryReader, StockCounts } from '#shared/app/route-context.ts';

export interface InventoryStore extends InventoryReader {
  readonly size: number;
}

interface InventoryFile {
  generated_at: string;
  cars: Car[];
}

function toSummary(car: Car): CarSummary {
  return {
    id: car.id,
    slug: car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    km: car.km,
    price: car.price,
    price_type: car.price_type,
    car_type: car.car_type,
    simple_body: car.simple_body,
    simple_transmission: car.simple_transmission,
    simple_fuel: car.simple_fuel,
    primary_image_url: car.primary_image_url,
    city: car.city,
    state: car.state,
  };
}

function isShowcaseable(car: Car): boolean {
  return car.status === 'in_stock' && !car.sold && !car.reserved && car.price > 0;
}

/**
 * Inventory held in memory, indexed by dealership. Stands in until the search
 * engine owns listings; every read is scoped to one dealership slug.
 */
export function createInventoryStore(cars: Car[]): InventoryStore {
  const byDealership = new Map<string, Car[]>();
  for (const car of cars) {
    const list = byDealership.get(car.dealership_slug) ?? [];
    list.push(car);
    byDealership.set(car.dealership_slug, list);
  }
  const featuredCache = new Map<string, CarSummary[]>();
  const countsCache = new Map<string, StockCounts>();
  const makesCache = new Map<string, Record<string, number>>();
  return {
    size: cars.length,
    featured(dealershipSlug, limit) {
      let ranked = featuredCache.get(dealershipSlug);
      if (!ranked) {
        ranked = (byDealership.get(dealershipSlug) ?? [])
          .filter(isShowcaseable)
          .sort((a, b) => b.custom_rank - a.custom_rank || b.created_at.localeCompare(a.created_at))
          .slice(0, 12)
          .map(toSummary);
        featuredCache.set(dealershipSlug, ranked);
      }
      return ranked.slice(0, limit);
    },
    countByType(dealershipSlug): StockCounts {
      let counts = countsCache.get(dealershipSlug);
      if (!counts) {
        counts = { new: 0, used: 0, demo: 0 };
        for (const car of byDealership.get(dealershipSlug) ?? []) {
          if (!car.sold) counts[car.car_type] += 1;
        }
        countsCache.set(dealershipSlug, counts);
      }
      return counts;
    },
    countByMake(dealershipSlug) {
      let makes = makesCache.get(dealershipSlug);
      if (!makes) {
        makes = {};
        for (const car of byDealership.get(dealershipSlug) ?? []) {
          if (!car.sold) makes[car.make] = (makes[car.make] ?? 0) + 1;
        }
        makesCache.set(dealershipSlug, makes);
      }
      return makes;
    },
  };
}

export function readInventoryFile(file: string): Car[] {
  if (!fs.existsSync(file)) {
    throw new Error(
      `Inventory file ${file} is missing. Run "npm run seed" (npm start seeds it for you).`,
    );
  }
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as InventoryFile;
  if (!Array.isArray(parsed.cars)) throw new Error(`Inventory file ${file} has no "cars" list.`);
  return parsed.cars;
}

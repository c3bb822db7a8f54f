import type { Car } from '../inventory/car.ts';
import type { SiteData } from '../tenant/site-data.ts';

/** The slice of a car a listing or card needs; keeps page payloads small. */
export type CarSummary = Pick<
  Car,
  | 'id'
  | 'slug'
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'km'
  | 'price'
  | 'price_type'
  | 'car_type'
  | 'simple_body'
  | 'simple_transmission'
  | 'simple_fuel'
  | 'primary_image_url'
  | 'city'
  | 'state'
>;

export interface StockCounts {
  new: number;
  used: number;
  demo: number;
}

/** Read-only inventory as pages see it; always scoped to one tenant's dealership. */
export interface InventoryReader {
  featured(dealershipSlug: string, limit: number): CarSummary[];
  countByType(dealershipSlug: string): StockCounts;
  /** Cars on sale per make, for brand menus that hide makes with no stock. */
  countByMake(dealershipSlug: string): Record<string, number>;
}

export interface RouteServices {
  inventory: InventoryReader;
}

/** What the server hands every loader through `requestContext`. */
export interface RouteContext {
  site: SiteData;
  services: RouteServices;
  requestId: string;
}

/** Loaders run on the server only (the browser fetches their JSON), so the context is always there. */
export function getRouteContext(args: { context?: unknown }): RouteContext {
  const context = args.context as RouteContext | undefined;
  if (!context?.services) throw new Error('Route loader ran without the server request context');
  return context;
}

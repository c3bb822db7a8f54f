// The slice of a tenant configuration the inventory generator needs. Structural on purpose:
// tenant files carry much more, and the generator must not depend on their full type.

export interface SeedLocation {
  id: number;
  name: string;
  slug: string;
  location_type: string; // 'sales', 'service', 'parts' or '' (counts as sales, product rule 3.2)
  address: { city: string; state: string; postcode: string };
  contact_detail: { phone: string };
  manufacturers?: string[]; // franchises sold here; new and demo stock goes to its franchise
}

export interface SeedPaymentProcessor {
  authorization_type: string;
  authorization_key?: string;
  deposit_amount: number;
  apple_pay_enabled: boolean;
  google_pay_enabled: boolean;
  google_merchant_id?: string;
}

export interface SeedDealer {
  slug: string;
  dealership: { id: number; name: string };
  locations: SeedLocation[];
  payment_processors: SeedPaymentProcessor[];
}

/** Locations that hold stock: sales or untyped ones, else the first location. */
export function listSalesLocations(dealer: SeedDealer): SeedLocation[] {
  const sales = dealer.locations.filter(
    (location) => location.location_type === 'sales' || location.location_type === '',
  );
  if (sales.length > 0) return sales;
  const first = dealer.locations[0];
  if (!first) {
    throw new Error(`Dealer '${dealer.slug}' has no locations: add one to its tenant file.`);
  }
  return [first];
}

/** Where a car of this make sits: new and demo stock at a franchise location for the make. */
export function listLocationsForCar(
  salesLocations: SeedLocation[],
  make: string,
  isNewOrDemo: boolean,
): SeedLocation[] {
  if (!isNewOrDemo) return salesLocations;
  const franchise = salesLocations.filter((location) => location.manufacturers?.includes(make));
  return franchise.length > 0 ? franchise : salesLocations;
}

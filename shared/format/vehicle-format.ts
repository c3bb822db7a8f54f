const AUD = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
});
const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** $45,990 (australian-rules: AUD, en-AU); a missing price reads as price on application. */
export function formatPrice(price: number | null | undefined): string {
  if (!price || price <= 0) return 'Price on application';
  return AUD.format(price);
}

export function formatKm(km: number): string {
  return `${NUMBER.format(km)} km`;
}

export function vehicleTitle(car: {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
}) {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

export function formatKm(km: number): string {
  return `${NUMBER.format(km)} km`;
}

/** 'Year Make Model Badge'; an unknown year (null or 0) or an empty badge drops out. */
export function carTitle(car: {
  year: number | null;
  make: string;
  model: string;
  badge?: string | null;
}) {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

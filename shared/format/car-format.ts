const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

export function formatKm(km: number): string {
  return `${NUMBER.format(km)} km`;
}

export function carTitle(car: {
  year: number;
  make: string;
  model: string;
  badge?: string | null;
}) {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

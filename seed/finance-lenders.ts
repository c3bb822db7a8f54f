// Finance lenders offered on a generated car, with indicative rates inside a sample range
// (annual 5.86%-16.69%, comparison 8.38%-19.42%).
import type { CarType, FinanceLender, CarKind } from '#shared/inventory/car.ts';
import type { Random } from './random.ts';

const CAR_LENDERS = ['Angle', 'Taurus', 'AusLoans', '360 Finance'];
const COMMERCIAL_LENDERS = ['Powertorque', 'Angle'];

function roundRate(rate: number): number {
  return Math.round(rate * 100) / 100;
}

export function listFinanceLenders(
  kind: CarKind,
  carType: CarType,
  age: number,
  random: Random,
): FinanceLender[] {
  const names = kind === 'truck' ? COMMERCIAL_LENDERS : CAR_LENDERS;
  const count = random.int(1, 2);
  const first = random.int(0, names.length - 1);
  // Newer cars borrow cheaper; older used stock carries more risk.
  const baseRate = carType === 'used' ? 7.99 + Math.min(age, 12) * 0.55 : 5.99;
  return Array.from({ length: count }, (_, index) => {
    const annual = roundRate(baseRate + random.float(0, 1.5));
    return {
      name: names[(first + index) % names.length] as string,
      annual_rate: annual,
      comparison_rate: roundRate(annual + random.float(1.2, 2.7)),
    };
  });
}

// 17-character VINs in the ISO 3779 layout: maker code (WMI), descriptor, check digit,
// model-year code, plant, serial. Letters I, O and Q never appear.
import type { Random } from './random.ts';

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 2010 = A ... 2030 = Y, then 2031 = 1
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore
const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function encodeModelYear(year: number): string {
  return YEAR_CODES[(((year - 2010) % 30) + 30) % 30] ?? 'A';
}

/** The North American check digit (position 9), '0'-'9' or 'X'. */
export function computeVinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const char = vin[i] ?? '0';
    const value = /[0-9]/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (POSITION_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function generateVin(wmi: string, year: number, random: Random): string {
  let descriptor = '';
  for (let i = 0; i < 5; i += 1) descriptor += random.pick(VIN_CHARS);
  const plant = random.pick(VIN_CHARS);
  const serial = String(random.int(0, 999_999)).padStart(6, '0');
  const draft = `${wmi.slice(0, 3).padEnd(3, '9')}${descriptor}0${encodeModelYear(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${computeVinCheckDigit(draft)}${draft.slice(9)}`;
}

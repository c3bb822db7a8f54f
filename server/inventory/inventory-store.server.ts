import fs from 'node:fs';
import type { Car } from '#shared/inventory/car.ts';

interface InventoryFile {
  generated_at: string;
  cars: Car[];
}

/** The cars of an inventory file, which the platform loads into the embedded search engine. */
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

// Reads the dealers to stock from tenants/*.json, keeping only the fields the generator
// uses. Tenant files are validated elsewhere (ajv); this only checks what it reads.
import fs from 'node:fs';
import path from 'node:path';
import type { SeedDealer, SeedLocation, SeedPaymentProcessor } from './seed-dealer.ts';

const SCHEMA_FILE = 'tenant.schema.json';

type Json = Record<string, unknown>;

function fail(file: string, field: string, expected: string): never {
  throw new Error(`${file}: "${field}" must be ${expected} to seed inventory.`);
}

function readObject(file: string, value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    fail(file, field, 'an object');
  }
  return value as Json;
}

function readString(file: string, object: Json, key: string, field: string): string {
  const value = object[key];
  if (typeof value !== 'string') fail(file, `${field}.${key}`, 'a string');
  return value;
}

function readNumber(file: string, object: Json, key: string, field: string): number {
  const value = object[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail(file, `${field}.${key}`, 'a number');
  return value;
}

function readOptionalString(object: Json, key: string): string | undefined {
  const value = object[key];
  return typeof value === 'string' ? value : undefined;
}

function pickLocation(file: string, value: unknown, field: string): SeedLocation {
  const location = readObject(file, value, field);
  const address = readObject(file, location.address, `${field}.address`);
  const contact = readObject(file, location.contact_detail, `${field}.contact_detail`);
  return {
    id: readNumber(file, location, 'id', field),
    name: readString(file, location, 'name', field),
    slug: readString(file, location, 'slug', field),
    location_type: readOptionalString(location, 'location_type') ?? '',
    address: {
      city: readString(file, address, 'city', `${field}.address`),
      state: readString(file, address, 'state', `${field}.address`),
      postcode: readString(file, address, 'postcode', `${field}.address`),
    },
    contact_detail: { phone: readString(file, contact, 'phone', `${field}.contact_detail`) },
    ...(Array.isArray(location.manufacturers)
      ? { manufacturers: location.manufacturers.filter((m): m is string => typeof m === 'string') }
      : {}),
  };
}

function pickPaymentProcessor(file: string, value: unknown, field: string): SeedPaymentProcessor {
  const processor = readObject(file, value, field);
  const key = readOptionalString(processor, 'authorization_key');
  const merchant = readOptionalString(processor, 'google_merchant_id');
  return {
    authorization_type: readString(file, processor, 'authorization_type', field),
    ...(key === undefined ? {} : { authorization_key: key }),
    deposit_amount: readNumber(file, processor, 'deposit_amount', field),
    apple_pay_enabled: processor.apple_pay_enabled === true,
    google_pay_enabled: processor.google_pay_enabled === true,
    ...(merchant === undefined ? {} : { google_merchant_id: merchant }),
  };
}

function pickSeedDealer(file: string, json: unknown): SeedDealer {
  const tenant = readObject(file, json, '(root)');
  const dealership = readObject(file, tenant.dealership, 'dealership');
  const locations = tenant.locations;
  if (!Array.isArray(locations) || locations.length === 0)
    fail(file, 'locations', 'a non-empty list');
  const processors = tenant.payment_processors ?? [];
  if (!Array.isArray(processors)) fail(file, 'payment_processors', 'a list');
  return {
    slug: readString(file, tenant, 'slug', '(root)'),
    dealership: {
      id: readNumber(file, dealership, 'id', 'dealership'),
      name: readString(file, dealership, 'name', 'dealership'),
    },
    locations: locations.map((entry, i) => pickLocation(file, entry, `locations[${i}]`)),
    payment_processors: processors.map((entry, i) =>
      pickPaymentProcessor(file, entry, `payment_processors[${i}]`),
    ),
  };
}

/** Every tenant in `tenantsDir` (except the schema), in file-name order for determinism. */
export function readSeedDealers(tenantsDir: string): SeedDealer[] {
  const files = fs
    .readdirSync(tenantsDir)
    .filter((name) => name.endsWith('.json') && name !== SCHEMA_FILE)
    .sort();
  return files.map((name) => {
    const file = path.join(tenantsDir, name);
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${(error as Error).message}).`);
    }
    return pickSeedDealer(file, json);
  });
}

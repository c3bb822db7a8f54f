import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadTenants, TenantConfigError } from '#server/tenancy/load-tenants.server.ts';

const REAL_TENANTS = path.resolve('tenants');
const SAMPLE = 'bayside-mazda';
let dirs: string[] = [];

/** A temporary tenants/ folder holding the schema and one demo tenant, edited by `mutate`. */
function tenantsDirWith(mutate: (doc: Record<string, any>) => void, fileName = `${SAMPLE}.json`) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenants-test-'));
  dirs.push(root);
  const dir = path.join(root, 'tenants');
  fs.mkdirSync(dir);
  fs.copyFileSync(
    path.join(REAL_TENANTS, 'tenant.schema.json'),
    path.join(dir, 'tenant.schema.json'),
  );
  const doc = JSON.parse(fs.readFileSync(path.join(REAL_TENANTS, `${SAMPLE}.json`), 'utf8'));
  mutate(doc);
  fs.writeFileSync(path.join(dir, fileName), JSON.stringify(doc));
  return dir;
}

function loadError(dir: string): TenantConfigError {
  try {
    loadTenants(dir);
  } catch (error) {
    if (error instanceof TenantConfigError) return error;
    throw error;
  }
  throw new Error('expected loadTenants to throw');
}

afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

test('every demo tenant file is valid', () => {
  const tenants = loadTenants(REAL_TENANTS);
  expect(tenants.map((tenant) => tenant.slug).sort()).toEqual([
    'bayside-mazda',
    'coastal-used-cars',
    'harbour-city-motors',
    'high-country-rv-moto',
    'southern-cross-trucks',
  ]);
});

describe('a broken tenant file names the file, the JSON pointer and the rule', () => {
  test('wrong pattern deep inside', () => {
    const error = loadError(tenantsDirWith((doc) => (doc.locations[0].address.postcode = '31')));
    expect(error.file).toBe(`tenants/${SAMPLE}.json`);
    expect(error.pointer).toBe('/locations/0/address/postcode');
    expect(error.rule).toMatch(/must match pattern .* \(pattern\)/);
    expect(error.message).toBe(
      `tenants/${SAMPLE}.json: /locations/0/address/postcode ${error.rule}`,
    );
  });

  test('misspelt key', () => {
    const error = loadError(tenantsDirWith((doc) => (doc.features.compair = true)));
    expect(error.pointer).toBe('/features');
    expect(error.rule).toBe('must NOT have additional property "compair" (additionalProperties)');
  });

  test('wrong type', () => {
    const error = loadError(tenantsDirWith((doc) => (doc.features.reserve = 'yes')));
    expect(error.pointer).toBe('/features/reserve');
    expect(error.rule).toBe('must be boolean (type)');
  });

  test('missing required field', () => {
    const error = loadError(tenantsDirWith((doc) => delete doc.primary_hostname));
    expect(error.pointer).toBe('');
    expect(error.rule).toMatch(/must have required property 'primary_hostname' \(required\)/);
  });

  test('value outside an enum', () => {
    const error = loadError(tenantsDirWith((doc) => (doc.dealership.address.state = 'XYZ')));
    expect(error.pointer).toBe('/dealership/address/state');
    expect(error.rule).toMatch(/must be one of \[.*"NSW".*\] \(enum\)/);
  });

  test('slug that does not match the file name', () => {
    const error = loadError(tenantsDirWith(() => {}, 'other-name.json'));
    expect(error.file).toBe('tenants/other-name.json');
    expect(error.pointer).toBe('/slug');
  });

  test('a finance provider whose card style does not match its deposit and final payment', () => {
    const error = loadError(
      tenantsDirWith((doc) => {
        doc.finance.provider = 'Nissan Finance';
        doc.finance.deposit_percent = 0;
        doc.finance.balloon_percent = 0;
      }),
    );
    expect(error.pointer).toBe('/finance');
    expect(error.rule).toMatch(/^finance\.provider Nissan Finance shows .* cards: set finance\./);
  });

  test('navigation missing: Cannot run without navigation', () => {
    const error = loadError(tenantsDirWith((doc) => (doc.navigation.header = { not: 'a list' })));
    expect(error.message).toBe(
      `tenants/${SAMPLE}.json: /navigation/header Cannot run without navigation`,
    );
    const noFooter = loadError(tenantsDirWith((doc) => delete doc.navigation.footer));
    expect(noFooter.message).toBe(
      `tenants/${SAMPLE}.json: /navigation/footer Cannot run without navigation`,
    );
  });

  test('a brands dropdown with no URL and no brand it could ever list', () => {
    // Bayside: custom_brand_list on, one manufacturer (Mazda).
    const brands = { name: 'Brands', dynamicDropdown: 'brands' };
    let index = -1;
    const noMakers = loadError(
      tenantsDirWith((doc) => {
        index = doc.navigation.header.push(brands) - 1;
        doc.manufacturers = [];
      }),
    );
    expect(noMakers.pointer).toBe(`/navigation/header/${index}`);
    expect(noMakers.rule).toMatch(/no brand to list: .*"manufacturers"/);
    const noWebsites = loadError(
      tenantsDirWith((doc) => {
        doc.navigation.header.push(brands);
        doc.features.custom_brand_list = false;
      }),
    );
    expect(noWebsites.rule).toMatch(/add the group's other sites to "dealership_websites"/);
    // With a URL of its own an empty dropdown becomes that link: nothing vanishes.
    expect(() =>
      loadTenants(
        tenantsDirWith((doc) => {
          doc.navigation.header.push({ ...brands, url: '/contact' });
          doc.features.custom_brand_list = false;
        }),
      ),
    ).not.toThrow();
  });

  test('invalid JSON', () => {
    const dir = tenantsDirWith(() => {});
    fs.writeFileSync(path.join(dir, `${SAMPLE}.json`), '{ "slug": ');
    const error = loadError(dir);
    expect(error.file).toBe(`tenants/${SAMPLE}.json`);
    expect(error.rule).toMatch(/^is not valid JSON/);
  });
});

test('two tenants claiming one hostname stop startup', () => {
  const dir = tenantsDirWith(() => {});
  const copy = JSON.parse(fs.readFileSync(path.join(dir, `${SAMPLE}.json`), 'utf8'));
  copy.slug = 'copycat';
  fs.writeFileSync(path.join(dir, 'copycat.json'), JSON.stringify(copy));
  const error = loadError(dir);
  expect(error.rule).toMatch(/is already used by tenants\/.*\.json \(unique hostnames\)/);
});

test('docs/content-pages.md: an offer that could never show stops startup at its field', () => {
  const error = loadError(
    tenantsDirWith((doc) => {
      doc.offers[1].start = '2030-01-01';
    }),
  );
  expect(error.file).toBe(`tenants/${SAMPLE}.json`);
  expect(error.pointer).toBe('/offers/1/start');
  expect(error.rule).toMatch(/starts after its expiry/);
});

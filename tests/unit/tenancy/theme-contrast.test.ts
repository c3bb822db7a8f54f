import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { loadTenants, TenantConfigError } from '#server/tenancy/load-tenants.server.ts';
import { contrastRatio, themeContrastProblems } from '#shared/tenant/theme-contrast.ts';

const TENANTS = path.resolve('tenants');
const tenantFiles = fs
  .readdirSync(TENANTS)
  .filter((file) => file.endsWith('.json') && file !== 'tenant.schema.json');
let dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('contrast ratio (WCAG 2)', () => {
  test.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#767676', '#ffffff', 4.54],
    ['#9b1b30', '#9b1b30', 1],
  ])('%s on %s is %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

test.each(tenantFiles)('%s: every theme colour pair meets WCAG AA', (file) => {
  const tenant = JSON.parse(fs.readFileSync(path.join(TENANTS, file), 'utf8'));
  expect(themeContrastProblems(tenant.theme.colors)).toEqual([]);
});

test('a theme whose muted text is too light for its surface stops startup at /theme/colors', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-contrast-'));
  dirs.push(dir);
  fs.copyFileSync(path.join(TENANTS, 'tenant.schema.json'), path.join(dir, 'tenant.schema.json'));
  const tenant = JSON.parse(fs.readFileSync(path.join(TENANTS, 'bayside-mazda.json'), 'utf8'));
  tenant.theme.colors.muted = '#767676';
  fs.writeFileSync(path.join(dir, 'bayside-mazda.json'), JSON.stringify(tenant));

  let error: unknown;
  try {
    loadTenants(dir);
  } catch (thrown) {
    error = thrown;
  }
  expect(error).toBeInstanceOf(TenantConfigError);
  expect(error).toMatchObject({
    pointer: '/theme/colors',
    rule: 'must meet WCAG AA: muted on surface: 4.17:1 (needs 4.5:1)',
  });
});

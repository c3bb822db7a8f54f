import fs from 'node:fs';
import { expect, test } from 'vitest';
import { TENANT_SCHEMA_FILE, tenantSchemaFileText } from '../../../scripts/tenant-schema.ts';

// docs/decisions/0024-tenant-schema-in-typescript.md: the file is generated for editors; the
// TypeScript schema is what startup checks, so a stale file would mislead whoever edits a tenant.
test('tenants/tenant.schema.json is what `npm run tenant-schema` writes', async () => {
  const checkedIn = fs.readFileSync(TENANT_SCHEMA_FILE, 'utf8');
  expect(checkedIn, 'tenants/tenant.schema.json is stale: run npm run tenant-schema').toBe(
    await tenantSchemaFileText(),
  );
});

// Writes tenants/tenant.schema.json from the TypeScript schema (shared/tenant/schema/), for
// editors: each tenants/*.json names it as its $schema
// (docs/decisions/0024-tenant-schema-in-typescript.md). `npm run tenant-schema`.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { repoPath } from '#server/repo-path.server.ts';
import { SCHEMA_FILE } from '#server/tenancy/load-tenants.server.ts';
import { TenantConfigSchema } from '#shared/tenant/schema/index.ts';

export const TENANT_SCHEMA_FILE = repoPath('tenants', SCHEMA_FILE);

/** The file's text as the script writes it: the schema, formatted as `prettier --write` would. */
export async function tenantSchemaFileText(): Promise<string> {
  const options = await prettier.resolveConfig(TENANT_SCHEMA_FILE);
  const { $schema, title, description, ...rest }: Record<string, unknown> = {
    ...TenantConfigSchema,
  };
  // What the document is comes first, for whoever opens the file.
  const schema = { $schema, title, description, ...rest };
  return prettier.format(JSON.stringify(schema), {
    ...options,
    filepath: TENANT_SCHEMA_FILE,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.writeFileSync(TENANT_SCHEMA_FILE, await tenantSchemaFileText());
  console.log('Wrote tenants/tenant.schema.json');
}

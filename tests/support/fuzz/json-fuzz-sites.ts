import type { Express } from 'express';
import type { Database } from '#server/db/database.server.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import { LeadApiClient } from '../lead-api-client.ts';
import type { JsonFuzzSite } from './json-targets.ts';

/**
 * Each demo site as the JSON targets see it: a few of its cars, its dealerships, its
 * origin, a saved incomplete lead to PATCH and some solved captchas.
 */
export async function jsonFuzzSites(platform: {
  app: Express;
  database: Database;
  tenants: TenantConfig[];
  env: { DATA_DIR: string };
}): Promise<JsonFuzzSite[]> {
  const api = new LeadApiClient(platform.app, platform.database);
  const sites: JsonFuzzSite[] = [];
  for (const tenant of platform.tenants) {
    const cars = (readTenantInventory(platform.env.DATA_DIR, tenant.slug)?.cars ?? []).slice(0, 20);
    const captchas = tenant.features.captcha
      ? await Promise.all(
          (['general-enquiry', 'vehicle-enquiry', 'test-drive'] as const).map((form) =>
            api.solveCaptcha(tenant.slug, form),
          ),
        )
      : [];
    const saved = await api.create(tenant.slug, {
      form: 'general-enquiry',
      fields: { name: 'Alex Citizen', email: 'alex@example.com', phone: '0412 345 678' },
      form_completed: false,
      ...(tenant.features.captcha
        ? { captcha: await api.solveCaptcha(tenant.slug, 'general-enquiry') }
        : {}),
    });
    sites.push({
      host: `${tenant.slug}.localhost`,
      origin: `https://${tenant.hostnames[0]}`,
      carIds: cars.map((car) => car.id),
      dealershipIds: [...new Set(cars.map((car) => car.dealership_id))],
      lead: saved.status === 201 ? { id: saved.body.lead_id, token: saved.body.token } : undefined,
      captchas,
    });
  }
  return sites;
}

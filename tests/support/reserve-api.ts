// The reserve-online journey as a page drives it, for API tests: save the shopper's details as
// a 'Reserve Online' lead, ask for the deposit's PaymentIntent, pay it on the Stripe stand-in.
import type { Express } from 'express';
import request from 'supertest';
import { canShowReserveButton } from '#shared/inventory/reservable.ts';
import type { Car } from '#shared/inventory/car.ts';
import { toSiteData } from '#shared/tenant/site-data.ts';
import type { TenantConfig } from '#shared/tenant/tenant-config.ts';
import { LeadApiClient, siteCar } from './lead-api-client.ts';

export const SHOPPER = {
  name: 'Jordan',
  last_name: 'Citizen',
  email: 'jordan.citizen@example.com',
  phone: '0412 345 678',
  postcode: '2000',
};

/** The n-th car of a site that shows a Reserve button. */
export function reservableCar(dataDir: string, tenant: TenantConfig, n = 0): Car {
  const site = toSiteData(tenant);
  return siteCar(dataDir, tenant.slug, n, (car) => canShowReserveButton(car, site));
}

export class ReserveApi {
  readonly leads: LeadApiClient;

  constructor(
    private readonly app: Express,
    leads: LeadApiClient,
  ) {
    this.leads = leads;
  }

  /** POST /api/leads with form 'reserve'; a captcha is solved where the site asks for one. */
  async saveDetails(
    tenant: TenantConfig,
    car: Pick<Car, 'id'>,
    options: { complete?: boolean; shopper?: Partial<typeof SHOPPER> } = {},
  ) {
    const captcha = tenant.features.captcha
      ? await this.leads.solveCaptcha(tenant.slug, 'reserve')
      : undefined;
    return this.leads.create(tenant.slug, {
      form: 'reserve',
      form_completed: options.complete ?? false,
      step_number: 0,
      fields: { ...SHOPPER, ...options.shopper, car_id: car.id, terms_conditions: true },
      ...(captcha ? { captcha } : {}),
    });
  }

  paymentIntent(
    tenant: TenantConfig,
    query: Record<string, string | number>,
    lead?: { lead_id: string; token: string },
  ) {
    const req = request(this.app)
      .post(`/api/dealerships/${tenant.dealership.id}/payment_intent`)
      .query(query)
      .set('Host', `${tenant.slug}.localhost`)
      .set('Content-Type', 'application/json');
    if (lead) req.set('X-Lead-Id', lead.lead_id).set('X-Lead-Token', lead.token);
    return req;
  }

  /** Details saved, then the intent: what a Stripe reserve page does before the card. */
  async startPayment(
    tenant: TenantConfig,
    car: Pick<Car, 'id'>,
    shopper?: Partial<typeof SHOPPER>,
  ) {
    const lead = await this.saveDetails(tenant, car, shopper ? { shopper } : {});
    if (lead.status !== 201) throw new Error(`reserve lead answered ${lead.status}: ${lead.text}`);
    const intent = await this.paymentIntent(
      tenant,
      { car_id: car.id, origin: `http://${tenant.slug}.localhost:3000` },
      lead.body,
    );
    if (intent.status !== 200)
      throw new Error(`payment_intent answered ${intent.status}: ${intent.text}`);
    return {
      lead: lead.body as { lead_id: string; token: string },
      intent: intent.body as { client_secret: string; payment_intent: string },
    };
  }
}

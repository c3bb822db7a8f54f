import crypto from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import type { Database } from '#server/db/database.server.ts';
import { readTenantInventory } from '#server/inventory/tenant-inventory-files.server.ts';
import type { LeadDeliveryRow, LeadRow } from '#server/leads/store/lead-row.ts';
import type { Car } from '#shared/inventory/car.ts';
import type { LeadApiRequest } from '#shared/forms/multi-step/step-request.ts';
import { captchaChallengeUrl } from '#shared/components/forms/captcha/challenge-url.ts';
import type { LeadFormKind } from '#shared/leads/lead-forms.ts';
import { solveCaptchaChallenge } from './captcha-solver.ts';

/**
 * The n-th unsold car of a demo site's stock (the site shows it, whatever its stock filter),
 * among those `matching` picks.
 */
export function siteCar(
  dataDir: string,
  slug: string,
  n = 0,
  matching: (car: Car) => boolean = () => true,
): Car {
  const cars =
    readTenantInventory(dataDir, slug)?.cars.filter((car) => !car.sold && matching(car)) ?? [];
  const car = cars[n];
  if (!car) throw new Error(`the demo stock of ${slug} has fewer than ${n + 1} such unsold cars`);
  return car;
}

/** The lead API as a browser form uses it, plus reads of what the store holds. */
export class LeadApiClient {
  constructor(
    private readonly app: Express,
    private readonly database: Database,
  ) {}

  newKey(): string {
    return `test-${crypto.randomUUID()}`;
  }

  /** POST /api/leads; `key` null sends no Idempotency-Key. */
  create(slug: string, body: object, key: string | null = this.newKey()) {
    const req = request(this.app).post('/api/leads').set('Host', `${slug}.localhost`);
    if (key !== null) req.set('Idempotency-Key', key);
    return req.send(body);
  }

  update(slug: string, id: string, token: string | undefined, body: object) {
    const req = request(this.app).patch(`/api/leads/${id}`).set('Host', `${slug}.localhost`);
    if (token !== undefined) req.set('X-Lead-Token', token);
    return req.send(body);
  }

  /** Sends a request a form built (step-request.ts) as the browser does: its method, path, headers. */
  send(slug: string, built: LeadApiRequest) {
    const req =
      built.method === 'POST'
        ? request(this.app).post(built.path)
        : request(this.app).patch(built.path);
    return req.set('Host', `${slug}.localhost`).set(built.headers).send(built.body);
  }

  /** A solved captcha for this site's form, as the widget would send it. */
  async solveCaptcha(slug: string, form: LeadFormKind): Promise<string> {
    const res = await request(this.app)
      .get(captchaChallengeUrl(form))
      .set('Host', `${slug}.localhost`);
    if (res.status !== 200) throw new Error(`captcha challenge answered ${res.status}`);
    return solveCaptchaChallenge(res.body);
  }

  async lead(id: string): Promise<LeadRow> {
    const { rows } = await this.database.query<LeadRow>('select * from leads where id = $1', [id]);
    if (!rows[0]) throw new Error(`no lead ${id}`);
    return rows[0];
  }

  async deliveries(leadId: string): Promise<LeadDeliveryRow[]> {
    const { rows } = await this.database.query<LeadDeliveryRow>(
      'select * from lead_deliveries where lead_id = $1 order by channel, created_at, target desc',
      [leadId],
    );
    return rows;
  }

  async count(): Promise<number> {
    return this.countWhere('true');
  }

  async countWhere(condition: string): Promise<number> {
    const { rows } = await this.database.query<{ n: number }>(
      `select count(*)::int as n from leads where ${condition}`,
    );
    return rows[0]!.n;
  }
}

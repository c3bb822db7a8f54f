import { Router, type RequestHandler } from 'express';
import type { ResolvedTenant } from '#server/tenancy/tenant-registry.server.ts';
import type { SearchService } from '#server/search/search-service.server.ts';
import type { Database } from '#server/db/database.server.ts';
import { apiError, apiServerError } from '#server/http/errors.server.ts';
import { noteServerError } from '#server/http/request-log.server.ts';
import { jsonBody } from '#server/http/json-body.server.ts';
import { createFindTenantCar } from '#server/inventory/find-tenant-car.server.ts';
import { readPhoneRevealBody } from './phone-reveal-body.ts';
import { createPhoneRevealStore } from './phone-reveal-store.server.ts';

export interface PhoneRevealsOptions {
  database: Pick<Database, 'query'>;
  search: Pick<SearchService, 'multiSearch' | 'indexUid'>;
}

/** `{ "car_id": n }` is a few bytes; anything near this is not a phone reveal. */
const BODY_LIMIT = 1024;

/**
 * `POST /api/phone-reveals` `{ car_id }`: records that a shopper revealed the
 * dealer's number on a car's page (product rules 4.5 and 7.2). Answers 201 `{ recorded: true }`
 * once the row is committed; 400 for a bad body, 404 when the car is not this
 * site's, 413 past 1 kB, 415 for a body that is not JSON (json-body.server.ts). Body errors
 * carry `Cache-Control: no-store` too.
 */
export function phoneRevealsRouter(options: PhoneRevealsOptions): Router {
  const findCar = createFindTenantCar(options.search);
  const recordReveal = createPhoneRevealStore(options.database);
  const router = Router();

  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

  router.post('/', noStore, jsonBody({ limit: BODY_LIMIT }), async (req, res) => {
    const body = readPhoneRevealBody(req.body);
    if (!body.ok) {
      res.status(400).json(apiError('invalid_request', body.message, body.fields));
      return;
    }
    const tenant = res.locals.tenant as ResolvedTenant;
    const carId = body.value.car_id;
    const car = await findCar(tenant.config.search, carId, ['id', 'dealership_id']);
    if (!car) {
      res
        .status(404)
        .json(apiError('not_found', `No car ${carId} on this site`, { car_id: 'no such car' }));
      return;
    }
    const reveal = {
      car_id: car.id,
      dealership_id: car.dealership_id,
      website_id: tenant.config.slug,
      revealed_at: new Date().toISOString(),
      request_id: String(res.locals.requestId),
    };
    try {
      await recordReveal(reveal);
    } catch (error) {
      noteServerError(res, error, 'phone reveal not recorded');
      res
        .status(500)
        .json(
          apiServerError(res, 'internal', 'The phone reveal was not recorded; please try again'),
        );
      return;
    }
    res.status(201).json({ recorded: true });
  });

  router.all('/', noStore, (_req, res) => {
    res
      .status(405)
      .setHeader('Allow', 'POST')
      .json(apiError('method_not_allowed', 'Record a phone reveal with POST'));
  });
  return router;
}

import type { Queryable } from '#server/db/database.server.ts';

/** One recorded reveal (ARCHITECTURE HTTP contract: car_id, dealership_id, website_id). */
export interface PhoneReveal {
  car_id: number;
  dealership_id: number;
  /** The site the shopper was on: its tenant slug. */
  website_id: string;
  /** ISO 8601, UTC. */
  revealed_at: string;
  /** Ties the record to the request's log lines. */
  request_id: string | null;
}

export type RecordPhoneReveal = (reveal: PhoneReveal) => Promise<void>;

/** Reveals as rows of phone_reveals in the lead store: committed before the 201. */
export function createPhoneRevealStore(database: Queryable): RecordPhoneReveal {
  return async (reveal) => {
    await database.query(
      `insert into phone_reveals (car_id, dealership_id, website_id, request_id, revealed_at)
       values ($1, $2, $3, $4, $5)`,
      [
        reveal.car_id,
        reveal.dealership_id,
        reveal.website_id,
        reveal.request_id,
        reveal.revealed_at,
      ],
    );
  };
}

import crypto from 'node:crypto';
import type { Queryable } from './database.server.ts';

/**
 * A secret the platform makes for itself (table platform_secrets): 32 random
 * bytes, hex, created by whichever instance asks first; every instance sharing
 * the database reads the same value.
 */
export async function platformSecret(database: Queryable, name: string): Promise<string> {
  await database.query(
    'insert into platform_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, crypto.randomBytes(32).toString('hex')],
  );
  const { rows } = await database.query<{ value: string }>(
    'select value from platform_secrets where name = $1',
    [name],
  );
  return rows[0]!.value;
}

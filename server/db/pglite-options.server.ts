import { PG_TYPE, parseInt8 } from './database.server.ts';

/** How every PGlite of the platform is opened (and its build-time template made). */
export const PGLITE_OPTIONS = {
  // Postgres' default (128 MB) is sized for a database server; the lead store's working set
  // is a few megabytes, and this memory sits in every instance (docs/decisions/0020).
  postgresqlconf: 'shared_buffers = 16MB\n',
  parsers: { [PG_TYPE.int8]: parseInt8, [PG_TYPE.date]: (value: string) => value },
};

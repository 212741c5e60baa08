import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; only ever written by the database (a generated column), read as text. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});

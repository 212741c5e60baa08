import { sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Rows per INSERT: few round trips, yet far below PostgreSQL's 65,535 parameters per statement. */
export const batchSize = 500;

export async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: readonly PgInsertValue<T>[], size = batchSize): Promise<void> {
  for (let at = 0; at < rows.length; at += size) {
    await db.insert(table).values(rows.slice(at, at + size));
  }
}

/** After rows were written with explicit ids, move the serial sequence past them. */
export async function syncSequence(db: Db, tableName: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${tableName}, 'id'), coalesce((select max(id) from ${sql.identifier(tableName)}), 0) + 1, false)`,
  );
}

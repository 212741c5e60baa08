// What the database lacks of this release's migrations. Production does not migrate on boot (README
// "Releasing"): `db:migrate` is a step of its own, and an API whose database is behind refuses to
// start. A database ahead of it is fine: migrations are expand/contract, so the release before the
// newest still runs on the newest schema (test/db/migrations.test.ts keeps drops out of an expand).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { migrationsFolder } from './migrationsFolder';
import { rowsOf } from './rows';

/** The migrations drizzle has applied are rows of drizzle.__drizzle_migrations, stamped with the migration's own time. */
async function lastAppliedAt(db: Db): Promise<number> {
  const [table] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  if (!table?.present) return 0;
  const [row] = rowsOf<{ last: string | number | null }>(await db.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`));
  return Number(row?.last ?? 0);
}

/** The names (tags) of this release's migrations not applied yet, oldest first. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const applied = await lastAppliedAt(db);
  return journal()
    .filter((entry) => entry.when > applied)
    .map((entry) => entry.tag);
}

/** drizzle-kit's journal: each migration's tag and the time drizzle stamps it with when applied. */
function journal(): { when: number; tag: string }[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

/**
 * Readies the schema for a process that starts on it: migrates where the profile may (demo,
 * development, tests), else only checks. Answers the line that stops the start, or null.
 */
export async function readySchema(database: Database, mayMigrate: boolean): Promise<string | null> {
  if (mayMigrate) {
    await database.migrate();
    return null;
  }
  const pending = await pendingMigrations(database.db);
  if (pending.length === 0) return null;
  return `the database lacks ${pending.length} migration(s) of this release (${pending.join(', ')}): run \`db:migrate\` first (README "Releasing")`;
}

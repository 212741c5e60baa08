// Issue 20 §3: migrations are a release step of their own and follow expand/contract. A release never
// drops or reshapes what the release before it still reads: the drop (or rename, or narrowing) comes
// one release later, in a migration that says so with a `-- contract:` line naming what it removes
// and the release since which nothing reads it. Migrations up to the first release (1.0.0) predate
// the rule. And production never migrates on boot: pendingMigrations/readySchema say what is missing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db';
import { pendingMigrations, readySchema } from '../../src/db/migrationState';
import { loadEnv } from '../../src/env';
import { migratesOnStart } from '../../src/profile';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
/** The last migration of release 1.0.0: everything after it follows expand/contract. */
const lastBeforeTheRule = '0028_session_pruning';

/** Statements that take away or narrow what running code may read or write. */
const contracting: [RegExp, string][] = [
  [/\bdrop\s+table\b/i, 'drops a table'],
  [/\bdrop\s+column\b/i, 'drops a column'],
  [/\brename\s+(column\s+)?\S+\s+to\b/i, 'renames a table or column'],
  [/\balter\s+column\s+\S+\s+(set\s+data\s+)?type\b/i, 'changes a column’s type'],
  [/\balter\s+column\s+\S+\s+set\s+not\s+null\b/i, 'makes a column required'],
  [/\bdrop\s+type\b/i, 'drops a type'],
];

/** The migration's problems under the rule: each contracting statement needs a `-- contract:` line. */
function expandContractProblems(sqlText: string): string[] {
  const declared = /^--\s*contract:\s*\S.+\bsince\s+@?[\w/-]+@\d+\.\d+\.\d+/im.test(sqlText);
  if (declared) return [];
  return contracting.filter(([pattern]) => pattern.test(sqlText)).map(([, what]) => what);
}

const migrations = readdirSync(folder)
  .filter((file) => file.endsWith('.sql'))
  .sort();

describe('migrations follow expand/contract', () => {
  it('the journal lists every migration file, in order', () => {
    const { entries } = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    expect(entries.map((entry) => `${entry.tag}.sql`)).toEqual(migrations);
    expect(migrations).toContain(`${lastBeforeTheRule}.sql`);
  });

  it.each(migrations.filter((file) => file > `${lastBeforeTheRule}.sql`))('%s drops nothing the previous release reads, or says it is a contract step', (file) => {
    expect(expandContractProblems(readFileSync(path.join(folder, file), 'utf8'))).toEqual([]);
  });

  it('the rule catches a drop, a rename and a narrowing, and lets a declared contract step through', () => {
    expect(expandContractProblems('ALTER TABLE "stores" DROP COLUMN "address_program_ids";')).toEqual(['drops a column']);
    expect(expandContractProblems('DROP TABLE "trade_in_stores" CASCADE;')).toEqual(['drops a table']);
    expect(expandContractProblems('ALTER TABLE "orders" RENAME COLUMN "note" TO "comment";')).toEqual(['renames a table or column']);
    expect(expandContractProblems('ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;')).toEqual(['makes a column required']);
    expect(expandContractProblems('ALTER TABLE "orders" ADD COLUMN "comment" text;\nCREATE INDEX "x" ON "orders" ("comment");')).toEqual([]);
    expect(expandContractProblems('-- contract: stores.address_program_ids, unread since @ornament/api@1.1.0\nALTER TABLE "stores" DROP COLUMN "address_program_ids";')).toEqual([]);
  });
});

describe('production does not migrate on boot', () => {
  it('only demo, development and tests migrate as they start', () => {
    expect(migratesOnStart({ NODE_ENV: 'production', DEMO: false })).toBe(false);
    expect(migratesOnStart({ NODE_ENV: 'production', DEMO: true })).toBe(true);
    expect(migratesOnStart({ NODE_ENV: 'development', DEMO: false })).toBe(true);
  });

  it('an empty database lacks every migration and stops the start; after db:migrate nothing is pending', async () => {
    const database = await openDatabase(loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: 'memory://' }));
    try {
      expect(await pendingMigrations(database.db)).toEqual(migrations.map((file) => file.replace(/\.sql$/, '')));
      expect(await readySchema(database, false)).toMatch(/lacks \d+ migration\(s\) of this release \(0000_extensions, .*\): run `db:migrate` first/);
      expect(await readySchema(database, true)).toBeNull();
      expect(await pendingMigrations(database.db)).toEqual([]);
      expect(await readySchema(database, false)).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);
});

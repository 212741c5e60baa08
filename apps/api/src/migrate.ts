// CLI (`pnpm --filter @ornament/api db:migrate`, `node dist/migrate.js` in the artifact): applies this
// release's migrations and exits. A release step of its own, before the new API starts (README
// "Releasing"); production never migrates on boot.
import { openDatabase, optimiseWasmFromStart } from './db';
import { pendingMigrations } from './db/migrationState';
import { loadEnv } from './env';

async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_URL) optimiseWasmFromStart();
  const database = await openDatabase(env);
  try {
    const pending = await pendingMigrations(database.db);
    await database.migrate();
    console.info(pending.length ? `db:migrate: applied ${pending.join(', ')} (${database.driver})` : `db:migrate: the ${database.driver} database is up to date`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// CLI: migrate (production: check that `db:migrate` ran), then seed when the database holds no catalogue yet (a second start reuses the data).
// `--force` replaces an existing catalogue. Size from SEED_PRODUCTS (default 5,000).
// `--catalogue-only` leaves out the demo's accounts, gift cards and promo codes: the seed a live shop
// may take (README "Production"); live production refuses anything else.
import { openDatabase, optimiseWasmFromStart } from './db';
import { isSeeded, seedDatabase } from './db/seed';
import { loadEnv } from './env';
import { readySchema } from './db/migrationState';
import { migratesOnStart, profileOf } from './profile';

async function main(): Promise<void> {
  const env = loadEnv();
  const force = process.argv.includes('--force');
  const catalogueOnly = process.argv.includes('--catalogue-only');
  if (profileOf(env) === 'production' && !catalogueOnly) {
    console.error('seed: live production takes only `seed --catalogue-only` (the full seed has staff accounts with a published password)');
    process.exitCode = 1;
    return;
  }
  // Seeding 10,000 products into PGlite took 25 s with the default compilation, 18 s with this.
  if (!env.DATABASE_URL) optimiseWasmFromStart();
  const database = await openDatabase(env);
  try {
    const schemaProblem = await readySchema(database, migratesOnStart(env));
    if (schemaProblem) {
      console.error(`seed: ${schemaProblem}`);
      process.exitCode = 1;
      return;
    }
    if (!force && (await isSeeded(database.db))) {
      console.info(`seed: the ${database.driver} database already holds a catalogue; run with --force to replace it`);
      return;
    }
    const report = await seedDatabase(database.db, { products: env.SEED_PRODUCTS, demoAccounts: !catalogueOnly });
    console.info(
      `seed: ${report.products} products, ${report.categories} categories, ${report.stores} stores, ` +
        `${report.stockRows} stock rows, ${report.contentAreas} content areas, ${report.contentPages} pages ` +
        `in ${(report.milliseconds / 1000).toFixed(1)} s (${database.driver})`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

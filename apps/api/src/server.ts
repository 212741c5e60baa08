// The only file that listens. Start-up: check the profile's settings, open the database and migrate it
// (production only checks that `db:migrate` ran), seed an empty one (never in live production), serve;
// on SIGTERM or SIGINT drain (shutdown.ts) and exit.
import { buildApp } from './app';
import { openDatabase, optimiseWasmFromStart } from './db';
import { seedDatabase } from './db/seed';
import { loadEnv } from './env';
import { readySchema } from './db/migrationState';
import { allowsDemoShortcuts, migratesOnStart, profileOf, startupProblems } from './profile';
import { drainAndClose, drainTimeoutMs } from './shutdown';
import { ensureSeeded } from './startup';

const startedAt = performance.now();
const env = loadEnv();
const profile = profileOf(env);
/** Fails closed: one line a problem, and no port opened. */
function refuseToStart(problems: readonly string[]): never {
  console.error(`The API does not start (${profile} profile):\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const problems = startupProblems(env);
if (problems.length > 0) refuseToStart(problems);
if (!env.DATABASE_URL) optimiseWasmFromStart();
// A pooled or listening PostgreSQL connection that breaks is reported here and replaced on demand;
// once the app exists, through its log.
let reportConnectionError = (error: Error, where: string) => console.warn(`database connection lost (${where}): ${error.message}`);
const database = await openDatabase(env, { onConnectionError: (error, where) => reportConnectionError(error, where) });
const schemaProblem = await readySchema(database, migratesOnStart(env));
if (schemaProblem) {
  await database.close();
  refuseToStart([schemaProblem]);
}
// Demo data (published staff passwords, gift cards, promo codes) is seeded only where shortcuts are
// allowed; live production is seeded by an explicit command (README "Production").
const seeded = allowsDemoShortcuts(env) ? await ensureSeeded(database.db, env.SEED_PRODUCTS, seedDatabase) : false;
const app = await buildApp({ env, database, warmUp: true });
reportConnectionError = (error, where) => app.log.warn({ err: error, where }, 'database connection lost; it reconnects on demand');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining');
    // Should anything hang past the drain (a job's run, the database's close), the process still ends.
    setTimeout(() => process.exit(1), drainTimeoutMs + 5_000).unref();
    // The database closes after the app: its onClose hooks (the warm-up's and the jobs' stop) may still use it.
    drainAndClose(app)
      .then((outcome) => app.log.info({ outcome }, 'drained'))
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'close failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ host: env.API_HOST, port: env.API_PORT });
app.log.info(
  { driver: database.driver, profile, seeded, startupMs: Math.round(performance.now() - startedAt) },
  profile === 'demo'
    ? `API ready on http://${env.API_HOST}:${env.API_PORT}: the demo profile, on loopback only (its login codes are readable, its payments are a sandbox)`
    : `API ready on http://${env.API_HOST}:${env.API_PORT} (${profile})`,
);

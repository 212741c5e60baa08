// The only file that listens. Start-up: open and migrate the database, seed an empty one, serve.
import { buildApp } from './app';
import { openDatabase, optimiseWasmFromStart } from './db';
import { seedDatabase } from './db/seed';
import { loadEnv } from './env';
import { ensureSeeded } from './startup';

const startedAt = performance.now();
const env = loadEnv();
if (!env.DATABASE_URL) optimiseWasmFromStart();
const database = await openDatabase(env);
await database.migrate();
const seeded = await ensureSeeded(database.db, env.SEED_PRODUCTS, seedDatabase);
const app = await buildApp({ env, database, warmUp: true });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // The database closes after the app: its onClose hooks (the warm-up's stop) may still use it.
    app
      .close()
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
  { driver: database.driver, seeded, startupMs: Math.round(performance.now() - startedAt) },
  `API ready on http://${env.API_HOST}:${env.API_PORT}`,
);

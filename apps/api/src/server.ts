// The only file that listens. Start-up: open and migrate the database, seed an empty one, serve.
import { buildApp } from './app';
import { openDatabase } from './db';
import { seedDatabase } from './db/seed';
import { loadEnv } from './env';
import { ensureSeeded } from './startup';

const startedAt = performance.now();
const env = loadEnv();
const database = await openDatabase(env);
await database.migrate();
const seeded = await ensureSeeded(database.db, env.SEED_PRODUCTS, seedDatabase);
const app = await buildApp({ env, database });
app.addHook('onClose', async () => database.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
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

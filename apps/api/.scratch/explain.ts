// Scratch: EXPLAIN ANALYZE every query a request runs, on a 10k PGlite dir or DATABASE_URL.
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { seedDatabase } from '../src/db/seed';
import { migrationsFolder } from '../src/db/migrationsFolder';

const dir = '/tmp/explain-pglite';
const fresh = !existsSync(dir);
const client = await PGlite.create(dir, { extensions: { pg_trgm } });
const captured: { q: string; p: unknown[] }[] = [];
let capture = false;
const db = drizzle({ client, schema, logger: { logQuery: (q, p) => { if (capture) captured.push({ q, p }); } } });
await migrate(db, { migrationsFolder: migrationsFolder() });
if (fresh) { await seedDatabase(db as never, { products: 10_000 }); await db.execute(sql`vacuum analyze`); }
const env = loadEnv({ NODE_ENV: 'test', PGLITE_DATA_DIR: dir });
const app = await buildApp({ env, database: { db: db as never, driver: 'pglite', migrate: async () => {}, close: async () => {} } });
const marks: [string, number][] = [];
for (const hook of ['onRequest', 'preHandler', 'preSerialization', 'onSend', 'onResponse'] as const) {
  app.addHook(hook, async () => { marks.push([hook, performance.now()]); });
}
if (process.env.TIMING) {
  for (const url of process.argv.slice(2)) {
    for (let i = 0; i < 20; i++) await app.inject({ url });
    const sums: Record<string, number> = {};
    for (let i = 0; i < 50; i++) {
      marks.length = 0;
      await app.inject({ url });
      for (let k = 1; k < marks.length; k++) sums[marks[k]![0]] = (sums[marks[k]![0]] ?? 0) + (marks[k]![1] - marks[k - 1]![1]) / 50;
    }
    console.log(url, JSON.stringify(Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v.toFixed(2)]))));
  }
  process.exit(0);
}
for (const url of process.argv.slice(2)) {
  await app.inject({ url });
  captured.length = 0; capture = true;
  const t0 = performance.now();
  const res = await app.inject({ url });
  const ms = performance.now() - t0;
  capture = false;
  console.log(`\n##### ${url} → ${res.statusCode} in ${ms.toFixed(1)} ms, ${captured.length} queries`);
  for (const { q, p } of captured) {
    const r = await client.query(`explain (analyze, buffers off) ${q}`, p as never[]);
    const lines = r.rows.map((row) => Object.values(row as object)[0] as string);
    console.log(`--- ${q.slice(0, 300)}\n${lines.join('\n')}`);
  }
}
await app.close(); await client.close();

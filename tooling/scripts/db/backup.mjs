#!/usr/bin/env node
// `npm run db:backup -- --out FILE [--db DATABASE_URL]`: a pg_dump (custom format) of the shop's
// database, DATABASE_URL by default. Safe while the shop runs (one consistent snapshot).
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backupDatabase } from './dump.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, db: { type: 'string' } } });
const database = values.db ?? process.env.DATABASE_URL;
if (!values.out || !database) {
  console.error('Usage: npm run db:backup -- --out FILE [--db postgres://…]   (DATABASE_URL when --db is left out)');
  process.exit(2);
}
const started = Date.now();
try {
  await backupDatabase(database, values.out);
  console.info(`db:backup: ${values.out} (${(statSync(values.out).size / 1024 / 1024).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`db:backup: ${error.message}`);
  process.exit(1);
}

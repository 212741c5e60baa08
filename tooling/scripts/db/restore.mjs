#!/usr/bin/env node
// `npm run db:restore -- --from FILE --to DATABASE_URL`: restores a db:backup dump into a new, empty
// database (it refuses one with tables), in one transaction: all of it or nothing. Then point the
// API's DATABASE_URL at it; no `db:migrate` is needed unless the release is newer than the dump.
import { parseArgs } from 'node:util';
import { restoreDatabase } from './dump.mjs';

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } });
if (!values.from || !values.to) {
  console.error('Usage: npm run db:restore -- --from FILE --to postgres://…/new_database');
  process.exit(2);
}
const started = Date.now();
try {
  await restoreDatabase(values.from, values.to);
  console.info(`db:restore: ${values.from} → ${values.to.replace(/\/\/[^@/]*@/, '//…@')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`db:restore: ${error.message}`);
  process.exit(1);
}

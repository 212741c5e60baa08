#!/usr/bin/env node
// Backup and restore, proved (issue 22 §5): back up the stack's database while writes go on, restore
// into a fresh database, start an API on it, and check the orders: every order committed before the
// backup began is there, nothing that was never committed is, and the restored API answers.
//
//   import { backupRoundtrip } from './backup-roundtrip.mjs';
//   const result = await backupRoundtrip(stack, { write: async (signal) => { …place orders until signal.aborted… } });
//   // { file, bytes, backupSeconds, restoreSeconds, writes, restoredUrl, ordersBefore, ordersInBackup, ordersInSourceAfter,
//   //   missing: [...ids], unknown: [...ids], apiReady, ok }
//
// `write` is the load the bench runs (its shoppers placing orders); without one, the writes are an
// operator's price changes through the API (catalogue rows and their NOTIFY), orders being whatever
// the database already holds. `node tooling/scripts/stack/backup-roundtrip.mjs` runs it on a small stack.
import { rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDatabase, restoreDatabase, sql } from '../db/dump.mjs';
import { freePort, repoRoot } from '../lib/process.mjs';
import { answers2xx, managedProcess } from './processes.mjs';

const orderIds = async (url) => (await sql(url, 'select id from orders order by id')).split('\n').filter(Boolean).map(Number);

/** The default load: price changes through the operator's call, one after another, until aborted. */
function priceChanges(stack) {
  return async (signal) => {
    const articles = (await sql(stack.db.url, 'select article from products order by id limit 50')).split('\n');
    let count = 0;
    while (!signal.aborted) {
      const article = articles[count % articles.length];
      const response = await fetch(`${stack.urls.api}/api/serviceCatalog/admin/products/${encodeURIComponent(article)}/`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.secrets.CATALOG_ADMIN_TOKEN}` },
        body: JSON.stringify({ price: 10_000 + count * 10, currency: 'RUB' }),
      });
      await response.arrayBuffer();
      count++;
    }
    return count;
  };
}

export async function backupRoundtrip(stack, { write, file = path.join(os.tmpdir(), `ornament-backup-${Date.now()}.dump`), writeMsBefore = 1_000 } = {}) {
  const ordersBefore = await orderIds(stack.db.url);
  const controller = new AbortController();
  const writing = (write ?? priceChanges(stack))(controller.signal);
  await new Promise((resolve) => setTimeout(resolve, writeMsBefore));

  let started = Date.now();
  await backupDatabase(stack.db.url, file);
  const backupSeconds = (Date.now() - started) / 1000;
  controller.abort();
  const writes = await writing;
  const ordersInSourceAfter = await orderIds(stack.db.url);

  const name = `restored_${Date.now()}`;
  const restoredUrl = await stack.db.createDatabase(name);
  started = Date.now();
  await restoreDatabase(file, restoredUrl);
  const restoreSeconds = (Date.now() - started) / 1000;
  const ordersInBackup = await orderIds(restoredUrl);

  // The shop on the restored database: an API of the same release, production profile.
  const port = await freePort();
  const api = managedProcess({
    name: 'api-restored',
    kind: 'api',
    port,
    command: process.execPath,
    args: [path.join(repoRoot, 'apps/api/dist/server.js')],
    cwd: repoRoot,
    env: { ...stack.apiEnv, DATABASE_URL: restoredUrl, API_PORT: String(port), STOREFRONT_REVALIDATE_URLS: '' },
    logFile: path.join(stack.logDir, 'api-restored.log'),
    ready: answers2xx(`http://127.0.0.1:${port}${stack.apiHealthPath}`),
    readyTimeoutMs: 60_000,
  });
  let apiReady = false;
  try {
    await api.start();
    const products = await fetch(`${api.url}/api/serviceCatalog/v2/products/?page=1`);
    apiReady = products.status < 500;
  } finally {
    await api.stop();
  }

  const inBackup = new Set(ordersInBackup);
  const inSource = new Set(ordersInSourceAfter);
  const missing = ordersBefore.filter((id) => !inBackup.has(id));
  const unknown = ordersInBackup.filter((id) => !inSource.has(id));
  return {
    file,
    bytes: statSync(file).size,
    backupSeconds,
    restoreSeconds,
    writes,
    restoredDatabase: name,
    restoredUrl,
    ordersBefore: ordersBefore.length,
    ordersInBackup: ordersInBackup.length,
    ordersInSourceAfter: ordersInSourceAfter.length,
    missing,
    unknown,
    apiReady,
    ok: missing.length === 0 && unknown.length === 0 && apiReady,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { test } = await import('node:test');
  const assert = (await import('node:assert/strict')).default;
  const { startStack } = await import('./stack.mjs');
  test('S22.5: a backup taken under writes restores into a fresh database that an API serves with the same orders', { timeout: 600_000 }, async () => {
    const stack = await startStack({ storefronts: ['main'], apiReplicas: 1, storefrontReplicas: 1, seedProducts: 500, quiet: true });
    try {
      const result = await backupRoundtrip(stack);
      console.info(JSON.stringify(result, null, 2));
      assert.ok(result.writes > 0, 'no writes ran during the backup');
      assert.deepEqual(result.missing, []);
      assert.deepEqual(result.unknown, []);
      assert.ok(result.apiReady, 'the API on the restored database did not answer');
      rmSync(result.file, { force: true });
    } finally {
      await stack.stop();
    }
  });
}

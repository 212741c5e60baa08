#!/usr/bin/env node
// `npm run stack:prod`: the production-like topology (stack.mjs; README "Operations") until Ctrl-C or
// SIGTERM, which stop every process it started. Options:
//   --storefronts main,kz   --api-replicas N   --storefront-replicas N   --seed-products N   --keep-logs
import { parseArgs } from 'node:util';
import { allStorefronts, startStack } from './stack.mjs';

const { values } = parseArgs({
  options: {
    storefronts: { type: 'string' },
    'api-replicas': { type: 'string' },
    'storefront-replicas': { type: 'string' },
    'seed-products': { type: 'string' },
    'keep-logs': { type: 'boolean' },
  },
});
const number = (value) => (value === undefined ? undefined : Number(value));
const storefronts = values.storefronts ? values.storefronts.split(',').map((s) => s.trim()) : allStorefronts;
const unknown = storefronts.filter((app) => !allStorefronts.includes(app));
if (unknown.length) {
  console.error(`Unknown storefront ${unknown.join(', ')} (main, diamant or kz).`);
  process.exit(2);
}

const startedAt = Date.now();
let stack;
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`\n${signal}: stopping the stack …`);
  await stack?.stop({ keepLogs: values['keep-logs'] });
  console.info('Stopped.');
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(signal));

try {
  stack = await startStack({
    storefronts,
    apiReplicas: number(values['api-replicas']),
    storefrontReplicas: number(values['storefront-replicas']),
    seedProducts: number(values['seed-products']),
    keepLogs: values['keep-logs'],
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (stopping) await new Promise(() => {});

console.info(`\nReady in ${((Date.now() - startedAt) / 1000).toFixed(0)} s (production profile, NODE_ENV=production, secrets generated for this run):\n`);
console.info(`  API (balancer)        ${stack.urls.api}  (GET ${stack.apiHealthPath})`);
for (const [app, url] of Object.entries(stack.urls.storefronts)) console.info(`  ${`${app} (balancer)`.padEnd(21)} ${url}`);
console.info(`  HAProxy statistics    ${stack.urls.stats}`);
console.info(`  YooKassa stand-in     ${stack.urls.yookassa}`);
console.info(`  PostgreSQL            ${stack.db.url}`);
console.info(`  Redis                 ${stack.redis.url}`);
console.info('\n  process       kind         pid      port   url');
const row = (name, kind, pid, port, url = '') => console.info(`  ${name.padEnd(13)} ${kind.padEnd(12)} ${String(pid ?? '—').padEnd(8)} ${String(port).padEnd(6)} ${url}`);
row('postgres', 'database', stack.db.pid(), stack.db.port);
row('redis', 'page cache', stack.redis.pid, stack.redis.port);
row('haproxy', 'balancer', stack.haproxy.pid, '—', stack.urls.stats);
for (const replica of stack.replicas) row(replica.name, replica.kind, replica.pid, replica.port, replica.url);
console.info(`\nLogs: ${stack.logDir}   Operator token (product:update --api ${stack.urls.api}): CATALOG_ADMIN_TOKEN=${stack.secrets.CATALOG_ADMIN_TOKEN}`);
console.info('Ctrl-C stops everything.');

// `npm start`: the whole stack on the embedded database. Installs pnpm and the dependencies,
// builds, then runs the API (:4000, migrating and seeding a file-backed PGlite on first start)
// and the three storefronts (main :3000, diamant :3001, kz :3002). Ports come from the environment.
import { ensurePnpm, installWorkspace } from './lib/pnpm.mjs';
import { repoRoot, run, startService, waitForUrl } from './lib/process.mjs';
import path from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`Node.js ≥ 20.9 is required (found ${process.versions.node}).`);
  process.exit(1);
}

const apiPort = Number(process.env.API_PORT ?? 4000);
const storefronts = [
  { app: 'main', name: 'Орнамент (RU)', port: Number(process.env.MAIN_PORT ?? 3000) },
  { app: 'diamant', name: 'Diamant', port: Number(process.env.DIAMANT_PORT ?? 3001) },
  { app: 'kz', name: 'Орнамент Казахстан', port: Number(process.env.KZ_PORT ?? 3002) },
];
const only = process.env.STOREFRONT; // run one storefront alone: STOREFRONT=kz npm start
const selected = only ? storefronts.filter((s) => s.app === only) : storefronts;
if (selected.length === 0) {
  console.error(`Unknown STOREFRONT "${only}" (main, diamant or kz).`);
  process.exit(1);
}

const pnpm = await ensurePnpm();
await installWorkspace(pnpm);
const filters = ['@ornament/api', ...selected.map((s) => `@ornament/${s.app}`)].flatMap((f) => ['--filter', f]);
if ((await run(pnpm, ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only'])) !== 0) {
  console.error('Build failed.');
  process.exit(1);
}

const services = [];
const stopAll = () => {
  for (const service of services) service.stop();
};
process.on('SIGINT', () => (stopAll(), process.exit(130)));
process.on('SIGTERM', () => (stopAll(), process.exit(143)));

const apiUrl = `http://127.0.0.1:${apiPort}`;
// The API tells each storefront which cached pages its data changes make stale (README "Page cache").
const revalidateSecret = process.env.REVALIDATE_SECRET ?? 'ornament-development-revalidate';
const storefrontUrls = selected.map(({ port }) => `http://127.0.0.1:${port}`).join(',');
console.info(process.env.DATABASE_URL ? 'Database: PostgreSQL (DATABASE_URL)' : 'Database: embedded PGlite in .data/pglite');
// The demo profile (README "Production"): a production build with the repository's secrets and
// tokens, the SMS outbox, the sandbox acquirer and seeded demo data, on loopback only.
const demoApiEnv = { API_PORT: String(apiPort), API_HOST: '127.0.0.1', NODE_ENV: 'production', DEMO: 'true', STOREFRONT_REVALIDATE_URLS: storefrontUrls, REVALIDATE_SECRET: revalidateSecret };
services.push(startService('api', 'node', [path.join(repoRoot, 'apps/api/dist/server.js')], { env: demoApiEnv }));
if (!(await waitForUrl(`${apiUrl}/health`, 300_000))) {
  console.error('The API did not come up.');
  stopAll();
  process.exit(1);
}
const storefrontServer = path.join(repoRoot, 'tooling/next/serve.mjs');
// The diamond storefront sends the main brand's sections (jewelry-catalog, …) to the main one.
const mainOrigin = `http://localhost:${storefronts[0].port}`;
for (const { app, port } of selected) {
  services.push(
    // Loopback only, like the API; `localhost` rather than 127.0.0.1 (README "Page cache": Next 16's
    // rewrites). The storefront server (tooling/next/serve.mjs) is `next start` that passes the API
    // the connection's address, never the browser's own X-Forwarded-For.
    startService(app, 'node', [storefrontServer, '-p', String(port), '-H', 'localhost'], {
      cwd: path.join(repoRoot, 'apps', app),
      env: { API_URL: apiUrl, NODE_ENV: 'production', REVALIDATE_SECRET: revalidateSecret, ...(app === 'diamant' ? { MAIN_STOREFRONT_URL: mainOrigin } : {}) },
    }),
  );
}
await Promise.all(selected.map(({ port }) => waitForUrl(`http://127.0.0.1:${port}/`, 120_000)));
console.info('\nReady:');
console.info(`  API            ${apiUrl}  (GET /health)`);
for (const { name, port } of selected) console.info(`  ${name.padEnd(18)} http://localhost:${port}`);
console.info('\nThe demo profile: on this machine only. Its login codes are readable at the API, its payments are a');
console.info('sandbox and its staff passwords are in the README: never expose it (README "Production").');
console.info('\nCtrl+C stops everything.');

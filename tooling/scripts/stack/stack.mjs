// The production-like topology on one machine (issue 22, README "Operations"), as a module:
//
//   const stack = await startStack({ storefronts: ['main'], apiReplicas: 2, storefrontReplicas: 2 });
//
// Options (all optional):
//   storefronts         apps to run, ['main', 'diamant', 'kz'] by default
//   apiReplicas         API processes, 2           storefrontReplicas  processes per app, 2
//   seedProducts        catalogue size for `seed --catalogue-only` (SEED_PRODUCTS; the API's default 5000)
//   cacheSeconds        the balancer's page cache lifetime cap, 5 s    quiet  no progress lines
//   storefrontMaxConn   requests one storefront process is given at once (the rest queue in HAProxy,
//                       `timeout queue` 5 s), 16 by default: 200 shoppers on 2 cores with no cap left each
//                       Next process with 100+ renders in flight, its health check unanswered for 5 s and
//                       pages timing out; capped, the same load gave 54 errors instead of 730 (issue 22)
//   revalidate          'balancer' (default: the API posts each app's revalidation once, through HAProxy)
//                       or 'replicas' (to every storefront process)
//   keepLogs            keep the log folder after stop() (always kept when the start fails)
//   apiEnv              extra API environment (e.g. { LOG_LEVEL: 'info' })
//   postgres            { listen } for lib/postgres.mjs (listen_addresses, 127.0.0.1 by default)
//   databaseUrlForApi   async (url) => url: the address the API replicas (and migrate, seed) reach
//                       PostgreSQL by, e.g. through a fault-injecting hop; db.url stays the direct one
//
// Resolves to:
//   urls        { api, storefronts: { main, diamant, kz }, stats, yookassa }   (all through HAProxy but
//               stats and yookassa; storefront origins also serve /api/… straight to the API backend)
//   db          { url, port, pid(), stop(), start(), restart(), createDatabase(name) }: stop/start/restart
//               keep the data folder (a database outage); the stack's stop() deletes it
//   redis       { url, port, pid, stop(), start() }
//   replicas    [{ name: 'api-1' | 'main-2' …, kind: 'api' | 'storefront', app, port, url, pid, logFile,
//               kill(signal = 'SIGKILL'), start(), stop(), restart() }]: a replica comes back on its port
//   haproxy     { pid, reload(), command('show stat'), socket, config, file }
//   yookassa    the loopback YooKassa (tooling/stand-ins/yookassa.mjs): payments, settle(), down
//   sms         the loopback SMS.ru (tooling/stand-ins/smsru.mjs): messages(phone) holds the login codes
//   smtp        the loopback SMTP relay (tooling/stand-ins/smtp.mjs): messages(to) holds the letters
//   secrets     every generated secret and operator token (CATALOG_ADMIN_TOKEN, REVALIDATE_SECRET, …)
//   apiEnv      the environment the API replicas run with (to start one more on the same database)
//   apiHealthPath '/health/ready' when the API has it, else '/health'
//   logDir      each process's output: <name>.log
//   stop({ keepLogs }) stops everything (storefronts, balancer, API, Redis, PostgreSQL), deletes the temp data
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, closeSync, rmSync, existsSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startFakeSmsRu } from '../../stand-ins/smsru.mjs';
import { startFakeSmtp } from '../../stand-ins/smtp.mjs';
import { startFakeYookassa } from '../../stand-ins/yookassa.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { freePort, repoRoot, run } from '../lib/process.mjs';
import { haproxyConfig, startHaproxy } from './haproxy.mjs';
import { answers2xx, managedProcess, redisAnswers, waitFor } from './processes.mjs';

export const allStorefronts = ['main', 'diamant', 'kz'];
const secret = () => randomBytes(32).toString('base64url');

/** The secrets and operator tokens live production requires (the API's own list, read from its source). */
async function productionSecrets() {
  const requirements = await tsImport(path.join(repoRoot, 'apps/api/src/productionRequirements.ts'), import.meta.url);
  return requirements.productionSecrets;
}

/** What is missing on this machine for the stack, one line each. */
export function missingPieces(storefronts = allStorefronts) {
  const missing = [];
  if (!existsSync(path.join(repoRoot, 'apps/api/dist/server.js'))) missing.push('apps/api/dist/server.js (build the API)');
  for (const app of storefronts) if (!existsSync(path.join(repoRoot, 'apps', app, '.next/BUILD_ID'))) missing.push(`apps/${app}/.next (build the storefront)`);
  for (const [tool, pkg] of [['haproxy', 'haproxy'], ['redis-server', 'redis-server']]) {
    if (!['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin'].some((dir) => existsSync(path.join(dir, tool)))) missing.push(`${tool} (apt-get install -y ${pkg})`);
  }
  return missing;
}

export async function startStack(options = {}) {
  const storefronts = options.storefronts ?? allStorefronts;
  const apiReplicas = options.apiReplicas ?? 2;
  const storefrontReplicas = options.storefrontReplicas ?? 2;
  const say = options.quiet ? () => {} : (line) => console.info(line);
  const missing = missingPieces(storefronts);
  if (missing.length) throw new Error(`The stack needs:\n  ${missing.join('\n  ')}`);

  const dir = mkdtempSync(path.join(os.tmpdir(), 'ornament-stack-'));
  // Logs live apart from the data: kept when the start fails (the error names them) or keepLogs is set.
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'ornament-stack-logs-'));
  const cleanups = [];
  // Logs that live in the data folder (PostgreSQL's), copied beside the others when they are kept.
  const logKeepers = [];
  const stopped = { done: false };
  const stop = async ({ keepLogs = options.keepLogs ?? false } = {}) => {
    if (stopped.done) return;
    stopped.done = true;
    if (keepLogs) for (const keep of logKeepers) keep();
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(`stack stop: ${error.message}`));
    rmSync(dir, { recursive: true, force: true });
    if (!keepLogs) rmSync(logDir, { recursive: true, force: true });
  };

  try {
    // Ports first: the API needs the storefronts' origins, the storefronts the balancer's.
    const port = () => freePort();
    const frontend = { api: await port(), stats: await port() };
    for (const app of storefronts) frontend[app] = await port();
    const urls = {
      api: `http://127.0.0.1:${frontend.api}`,
      storefronts: Object.fromEntries(storefronts.map((app) => [app, `http://127.0.0.1:${frontend[app]}`])),
      stats: `http://127.0.0.1:${frontend.stats}/`,
    };
    const secrets = {
      ...Object.fromEntries((await productionSecrets()).map((name) => [name, secret()])),
      // The storefronts' too: the API signs its revalidation posts with it.
      REVALIDATE_SECRET: secret(),
      YOOKASSA_SHOP_ID: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
      YOOKASSA_SECRET_KEY: `test_${secret()}`,
      SMSRU_API_ID: secret(),
    };

    say('Starting PostgreSQL, Redis and the YooKassa, SMS.ru and SMTP stand-ins …');
    const redisPort = await port();
    const redisDir = path.join(dir, 'redis');
    await run('mkdir', ['-p', redisDir]);
    const redis = managedProcess({
      name: 'redis',
      kind: 'redis',
      port: redisPort,
      command: 'redis-server',
      // No persistence: the page cache is rebuilt by rendering; its own folder, loopback only.
      args: ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', redisDir, '--maxmemory', '512mb', '--maxmemory-policy', 'allkeys-lru'],
      cwd: redisDir,
      env: process.env,
      logFile: path.join(logDir, 'redis.log'),
      ready: redisAnswers(redisPort),
      readyTimeoutMs: 20_000,
    });
    cleanups.push(() => redis.stop());
    const [postgres] = await Promise.all([startPostgres(options.postgres), redis.start()]);
    // Copied before stop() deletes the data folder it lives in.
    logKeepers.push(() => {
      if (existsSync(path.join(postgres.dir, 'log'))) copyFileSync(path.join(postgres.dir, 'log'), path.join(logDir, 'postgresql.log'));
    });
    cleanups.push(() => postgres.stop());
    const yookassa = await startFakeYookassa({
      shopId: secrets.YOOKASSA_SHOP_ID,
      secretKey: secrets.YOOKASSA_SECRET_KEY,
      // As YooKassa's cabinet would be set: the notification goes to the shop's public API address.
      notify: `${urls.api}/api/sklv/v6/payment/notification/yookassa/`,
      notifyAttempts: 8,
      recordCalls: false,
    });
    cleanups.push(() => yookassa.close());
    urls.yookassa = yookassa.origin;
    // Login codes and gift cards go out through SMS.ru's contract to its loopback stand-in, whose
    // messages a load test reads as the shopper's phone would.
    const sms = await startFakeSmsRu({ apiId: secrets.SMSRU_API_ID });
    cleanups.push(() => sms.close());
    urls.sms = sms.url;
    // Letters (an e-mail change's confirmation link) go out by SMTP to its loopback stand-in.
    const smtp = await startFakeSmtp({ user: 'noreply@stack.local', pass: secret() });
    cleanups.push(() => smtp.close());

    const storefrontServers = storefronts.map((app) => ({
      app,
      port: frontend[app],
      servers: Array.from({ length: storefrontReplicas }, (_, i) => ({ name: `${app}-${i + 1}`, port: 0 })),
    }));
    for (const { servers } of storefrontServers) for (const server of servers) server.port = await port();
    const apiServers = [];
    for (let i = 0; i < apiReplicas; i++) apiServers.push({ name: `api-${i + 1}`, port: await port() });

    const storefrontOrigins = storefronts.flatMap((app) => [`http://127.0.0.1:${frontend[app]}`, `http://localhost:${frontend[app]}`]);
    const apiEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrlForApi ? await options.databaseUrlForApi(postgres.url) : postgres.url,
      API_HOST: '127.0.0.1',
      ...secrets,
      ALLOWED_ORIGINS: storefrontOrigins.join(','),
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_API_URL: yookassa.apiUrl,
      SMS_DRIVER: 'smsru',
      SMSRU_API_URL: sms.url,
      MAIL_DRIVER: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Орнамент <noreply@stack.local>',
      // One revalidation per app, through the balancer to whichever replica is up: the replicas share
      // their page cache in Redis, so what one expires is gone for all (revalidation-test.mjs proves it).
      // `revalidate: 'replicas'` posts to every replica instead, as a shop without Redis would need.
      STOREFRONT_REVALIDATE_URLS: (options.revalidate === 'replicas'
        ? storefrontServers.flatMap(({ servers }) => servers.map((s) => `http://127.0.0.1:${s.port}`))
        : Object.values(urls.storefronts)
      ).join(','),
      // The balancer is on loopback: its X-Forwarded-For names the shopper.
      TRUST_PROXY: 'loopback',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ...(options.seedProducts === undefined ? {} : { SEED_PRODUCTS: String(options.seedProducts) }),
      ...options.apiEnv,
    };
    delete apiEnv.DEMO;

    say('Migrating and seeding the database (production: `db:migrate`, then `seed --catalogue-only`) …');
    const tool = async (script, args) => {
      const log = openSync(path.join(logDir, `${script}.log`), 'a');
      const code = await run(process.execPath, [path.join(repoRoot, 'apps/api/dist', `${script}.js`), ...args], { env: apiEnv, stdio: ['ignore', log, log] });
      closeSync(log);
      if (code !== 0) throw new Error(`${script} failed (exit ${code}); see ${path.join(logDir, `${script}.log`)}`);
    };
    await tool('migrate', []);
    await tool('seed', ['--catalogue-only']);

    const replicas = [];
    for (const { name, port: apiPort } of apiServers) {
      replicas.push(
        managedProcess({
          name,
          kind: 'api',
          port: apiPort,
          command: process.execPath,
          args: [path.join(repoRoot, 'apps/api/dist/server.js')],
          cwd: repoRoot,
          env: { ...apiEnv, API_PORT: String(apiPort) },
          logFile: path.join(logDir, `${name}.log`),
          ready: answers2xx(`http://127.0.0.1:${apiPort}/health`),
        }),
      );
    }
    const apis = replicas.filter((r) => r.kind === 'api');
    cleanups.push(() => Promise.all(apis.map((r) => r.stop())));
    say(`Starting ${apis.length} API replicas …`);
    await Promise.all(apis.map((r) => r.start()));
    // The readiness route (database reachable) when this API has it; the plain one before.
    const apiHealthPath = (await fetch(`${apis[0].url}/health/ready`).then((r) => r.status !== 404, () => false)) ? '/health/ready' : '/health';

    const config = haproxyConfig({ dir, apiPort: frontend.api, statsPort: frontend.stats, apiServers, storefronts: storefrontServers, apiHealthPath, cacheSeconds: options.cacheSeconds ?? 5, storefrontMaxConn: options.storefrontMaxConn ?? 16 });
    const haproxyLog = openSync(path.join(logDir, 'haproxy.log'), 'a');
    const haproxy = await startHaproxy({ dir, config, logFd: haproxyLog });
    closeSync(haproxyLog);
    cleanups.push(() => haproxy.stop());
    await waitFor(answers2xx(`${urls.api}${apiHealthPath}`), 30_000, 'the balancer’s API frontend');

    const storefrontHandles = storefrontServers.flatMap(({ app, servers }) =>
      servers.map(({ name, port: appPort }) =>
        managedProcess({
          name,
          kind: 'storefront',
          app,
          port: appPort,
          command: process.execPath,
          // `-H localhost`, not 127.0.0.1: Next serves its cached tree without a second hop (README "Page cache").
          args: [path.join(repoRoot, 'tooling/next/serve.mjs'), '-p', String(appPort), '-H', 'localhost'],
          cwd: path.join(repoRoot, 'apps', app),
          env: {
            PATH: apiEnv.PATH,
            HOME: apiEnv.HOME,
            NODE_ENV: 'production',
            // Through the balancer: a storefront's reads survive any one API replica going away.
            API_URL: urls.api,
            REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
            REDIS_URL: `redis://127.0.0.1:${redisPort}`,
            TRUST_PROXY: 'loopback',
            ...(app === 'diamant' && urls.storefronts.main ? { MAIN_STOREFRONT_URL: urls.storefronts.main } : {}),
          },
          logFile: path.join(logDir, `${name}.log`),
          ready: answers2xx(`http://127.0.0.1:${appPort}/internal/health/`),
        }),
      ),
    );
    replicas.push(...storefrontHandles);
    cleanups.push(() => Promise.all(storefrontHandles.map((r) => r.stop())));
    say(`Starting ${storefrontHandles.length} storefront replicas …`);
    await Promise.all(storefrontHandles.map((r) => r.start()));
    // Ready when the balancer serves each home page (its checks have seen the replicas up).
    await Promise.all(Object.entries(urls.storefronts).map(([app, url]) => waitFor(answers2xx(`${url}/`), 120_000, `${app} through the balancer`)));

    const db = {
      url: postgres.url,
      port: postgres.port,
      pid: () => postgres.pid(),
      stop: () => postgres.halt(),
      start: () => postgres.start(),
      restart: () => postgres.restart(),
      createDatabase: (name) => postgres.createDatabase(name),
    };
    return {
      urls,
      db,
      redis: { url: `redis://127.0.0.1:${redisPort}`, port: redisPort, get pid() { return redis.pid; }, stop: () => redis.stop(), start: () => redis.start() },
      replicas,
      haproxy: { ...haproxy, get pid() { return haproxy.pid; }, config, stats: urls.stats },
      yookassa,
      sms,
      smtp,
      secrets,
      apiEnv,
      apiHealthPath,
      logDir,
      stop,
    };
  } catch (error) {
    await stop({ keepLogs: true });
    throw error;
  }
}

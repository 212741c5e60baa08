// HAProxy 2.6 (Debian's) in front of the stack: its configuration written from the replicas' ports,
// validated with `haproxy -c`, run in master-worker mode (a reload is SIGUSR2 to the master) with a
// runtime API socket. Why each line is there is said next to it; README "Operations" has the whole.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture } from '../lib/process.mjs';

/** Operator and development paths the storefronts never pass on (packages/shell storefrontProxy's isOperatorPath). */
const operatorPath = String.raw`/(admin|dev)(/|$)`;
/** The most a body may weigh on its way to the API (storefrontProxy's apiBodyMaxBytes). */
const apiBodyMaxBytes = 10 * 1024 * 1024;

const json = (status, code, detail) => `'${JSON.stringify({ errors: [{ status: String(status), code, detail }] })}'`;

/**
 * @param {{
 *   dir: string, apiPort: number, statsPort: number,
 *   apiServers: { name: string, port: number }[],
 *   storefronts: { app: string, port: number, servers: { name: string, port: number }[] }[],
 *   apiHealthPath: string, cacheSeconds: number, storefrontMaxConn?: number,
 * }} plan
 */
export function haproxyConfig({ dir, apiPort, statsPort, apiServers, storefronts, apiHealthPath, cacheSeconds, storefrontMaxConn }) {
  const server = ({ name, port }) => `  server ${name} 127.0.0.1:${port} check`;
  // A storefront process renders at most this many requests at once; the rest wait in the balancer's
  // queue (`timeout queue`), so a replica under a burst still answers its health check in time.
  const storefrontServer = (entry) => `${server(entry)}${storefrontMaxConn ? ` maxconn ${storefrontMaxConn}` : ''}`;
  const lines = [
    'global',
    `  pidfile ${path.join(dir, 'haproxy.pid')}`,
    `  stats socket ${path.join(dir, 'admin.sock')} mode 600 level admin`,
    '  nbthread 2',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  timeout connect 2s',
    '  timeout client 30s',
    // A replica that hangs gives up its request after 10 s (and a GET is retried on the other one).
    '  timeout server 10s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 30s',
    '  timeout queue 5s',
    // A health check may wait 5 s for its answer. Without it the check's timeout is `inter` (1 s): under
    // a full load on a busy machine a replica's /health answer queues behind its renders for longer, so
    // both storefront replicas were marked DOWN in turn ("Layer7 timeout, check duration: 1000ms") and
    // the balancer answered 503 while both were serving. A dead replica is still found at once: its
    // connections are refused (Layer4), and live traffic's errors mark it down (observe layer7).
    '  timeout check 5s',
    // The live channel's WebSocket: an idle socket stays open for an hour (the client pings well within it).
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '  option forwardfor',
    '  option http-keep-alive',
    // A request whose server is down goes to another one rather than failing.
    '  option redispatch 1',
    '  retries 2',
    // Retried: a connection that failed, a server that closed without answering or did not answer in
    // time. Only GET and HEAD are retried after they were sent (the frontends' disable-l7-retry); any
    // method is retried when its connection was never made, as nothing reached the server then.
    '  retry-on conn-failure empty-response response-timeout',
    // Active checks every second (2 failures: down, 2 successes: up again) plus passive ones: 10
    // consecutive errors or 5xx answers in live traffic mark a server down at once.
    '  default-server inter 1s fastinter 500ms downinter 1s fall 2 rise 2 observe layer7 error-limit 10 on-error mark-down',
    '',
  ];
  for (const { app } of storefronts) {
    lines.push(
      `cache pages_${app}`,
      '  total-max-size 64',
      '  max-object-size 4194304',
      // Never longer than the upstream's s-maxage; a few seconds at most, so an operator's price change
      // (which the API pushes into the storefronts' shared cache) reaches shoppers within seconds.
      `  max-age ${cacheSeconds}`,
      // Accept-Encoding is honoured in the key (a gzip body never reaches a client that did not ask for it).
      '  process-vary on',
      '',
    );
  }
  lines.push(
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /',
    '  stats refresh 2s',
    '  stats show-legends',
    '',
    'frontend api',
    `  bind 127.0.0.1:${apiPort}`,
    '  http-request disable-l7-retry unless METH_GET or METH_HEAD',
    '  default_backend api',
    '',
  );
  for (const { app, port } of storefronts) {
    lines.push(
      `frontend ${app}`,
      `  bind 127.0.0.1:${port}`,
      '  http-request disable-l7-retry unless METH_GET or METH_HEAD',
      // The browser's API calls go straight to the API (one hop less than through the storefront's
      // rewrite), with the storefront's own gate: no operator or development path, no body over 10 MB.
      '  acl to_api path_beg /api/ or path /api',
      `  acl operator_path path_reg -i ${operatorPath}`,
      `  http-request return status 404 content-type application/json string ${json(404, 'not_found', 'Not found')} if to_api operator_path`,
      `  http-request return status 413 content-type application/json string ${json(413, 'payload_too_large', 'Request body too large')} if to_api { req.hdr_val(content-length) gt ${apiBodyMaxBytes} }`,
      '  use_backend api if to_api',
      `  default_backend ${app}`,
      '',
    );
  }
  const apiHealth = ['  option httpchk', `  http-check send meth GET uri ${apiHealthPath} ver HTTP/1.1 hdr Host localhost`, '  http-check expect status 200'];
  lines.push(
    'backend api',
    '  balance leastconn',
    ...apiHealth,
    // With every replica down (the database away, a deploy gone wrong) the API's own answer to that:
    // 503 with Retry-After in JSON:API, never an HTML page or a 500.
    `  http-error status 503 content-type application/json string ${json(503, 'service_unavailable', 'Service temporarily unavailable')} hdr retry-after 2`,
    ...apiServers.map(server),
    '',
  );
  for (const { app, servers } of storefronts) {
    lines.push(
      `backend ${app}`,
      '  balance leastconn',
      '  option httpchk',
      '  http-check send meth GET uri /internal/health/ ver HTTP/1.1 hdr Host localhost',
      '  http-check expect status 200',
      // The cache: only a plain page request (GET, no Next router or RSC headers, no city chosen, since
      // the city picks the page's variant, see packages/shell/src/pageCache) is looked up or stored,
      // and only an answer the upstream calls shareable: a public or s-maxage Cache-Control, never
      // `private`/`no-store`/`no-cache` nor one with Set-Cookie (HAProxy's own rules plus ours).
      '  acl page_request method GET',
      '  acl page_request_router req.hdr(rsc) -m found',
      '  acl page_request_router req.hdr(next-router-prefetch) -m found',
      '  acl page_request_router req.hdr(next-router-state-tree) -m found',
      '  acl page_request_router req.hdr(next-action) -m found',
      '  acl page_request_router req.hdr(authorization) -m found',
      '  acl page_request_router url_param(_rsc) -m found',
      '  acl page_request_router req.cook(city_guid) -m found',
      '  http-request set-var(txn.cacheable) bool(true) if page_request !page_request_router',
      `  http-request cache-use pages_${app} if { var(txn.cacheable) -m bool }`,
      '  acl shareable res.hdr(cache-control) -m reg -i (^|,)\\s*(public|s-maxage=[1-9])',
      '  acl not_shareable res.hdr(cache-control) -m reg -i (^|,)\\s*(private|no-store|no-cache)',
      '  acl sets_cookie res.hdr(set-cookie) -m found',
      // A page the storefront answers while it renders it again after a revalidation (STALE, at most a
      // few seconds: tooling/next/pageGrace.mjs) is passed on, never kept: the balancer's seconds would
      // come on top of the grace, past the 10 s in which a change must show.
      '  acl stale_page res.hdr(x-nextjs-cache) -m str -i STALE',
      // Next varies its pages on its router headers, which HAProxy cannot key on: a plain page request
      // carried none of them, so its copy differs only by Accept-Encoding.
      '  http-response set-header vary Accept-Encoding if { var(txn.cacheable) -m bool } shareable !not_shareable !sets_cookie !stale_page',
      `  http-response cache-store pages_${app} if { var(txn.cacheable) -m bool } shareable !not_shareable !sets_cookie !stale_page`,
      '  http-after-response set-header x-cache %[res.cache_hit]',
      ...servers.map(storefrontServer),
      '',
    );
  }
  return lines.join('\n');
}

/** Throws with HAProxy's own words when the configuration does not validate. */
export function validateHaproxyConfig(file) {
  const out = capture('sh', ['-c', `haproxy -c -f '${file}' 2>&1; echo "exit=$?"`]) ?? '';
  if (!/exit=0\s*$/.test(out)) throw new Error(`haproxy -c -f ${file} failed:\n${out}`);
  return out.replace(/\n?exit=0\s*$/, '');
}

/** Sends one command to the runtime API (`show stat`, `disable server api/api-1`, …). */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/** Starts HAProxy in master-worker mode on the written configuration; resolves to a handle. */
export async function startHaproxy({ dir, config, logFd }) {
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, config);
  validateHaproxyConfig(file);
  const child = spawn('haproxy', ['-W', '-db', '-f', file], { stdio: ['ignore', logFd, logFd], detached: true });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  // A start that fails (a port taken, a limit) exits at once: say so rather than time out later.
  const early = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('running'), 500))]);
  if (early !== 'running') throw new Error(`haproxy exited (${early}) at start`);
  const socket = path.join(dir, 'admin.sock');
  return {
    file,
    socket,
    get pid() {
      return child.exitCode === null && child.signalCode === null ? child.pid : null;
    },
    exited,
    command: (command) => haproxyCommand(socket, command),
    /** Rewrites the configuration (when given), validates it and reloads without dropping connections. */
    async reload(nextConfig) {
      if (nextConfig !== undefined) {
        writeFileSync(`${file}.next`, nextConfig);
        validateHaproxyConfig(`${file}.next`);
        writeFileSync(file, nextConfig);
      }
      process.kill(child.pid, 'SIGUSR2');
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGUSR1 is HAProxy's soft stop: listeners close, the open requests finish.
      process.kill(child.pid, 'SIGUSR1');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

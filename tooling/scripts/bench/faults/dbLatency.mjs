// The path between the API and PostgreSQL for the latency fault. Preferred: a network namespace the
// test creates, joined to the host by a veth pair; the API reaches PostgreSQL through it
// (API → 10.231.0.2 in the namespace → back over the veth to 10.231.0.1 → 127.0.0.1:<pg>), and
// `tc qdisc … netem delay` on the host's veth end adds the latency (both crossings of a round trip
// leave through that end: +2 × delay). Kernels without the netem qdisc (this machine's Firecracker
// kernel answers "Specified qdisc kind is unknown") get the same topology's fallback: one forwarder
// on loopback that holds each chunk back itself. Either way the API is started with the path's URL
// (the stack's `databaseUrlForApi`), and `delay(ms)` / `clear()` bracket the fault.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../lib/process.mjs';

const proxyScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'delayProxy.mjs');
const namespace = 'ornfaults';
const hostEnd = 'ornf0';
const nsEnd = 'ornf1';
const hostAddress = '10.231.0.1';
const nsAddress = '10.231.0.2';

const sh = (command, args) => spawnSync(command, args, { encoding: 'utf8' });

/** Whether this kernel has netem (probed on a throwaway veth, never on a live interface). */
export function netemAvailable() {
  if (sh('ip', ['link', 'add', 'ornfprobe0', 'type', 'veth', 'peer', 'name', 'ornfprobe1']).status !== 0) return false;
  const probe = sh('tc', ['qdisc', 'add', 'dev', 'ornfprobe0', 'root', 'netem', 'delay', '1ms']);
  sh('ip', ['link', 'del', 'ornfprobe0']);
  return probe.status === 0;
}

function forwarder(args, { inNamespace = false } = {}) {
  const [command, argv] = inNamespace ? ['ip', ['netns', 'exec', namespace, process.execPath, proxyScript, ...args]] : [process.execPath, [proxyScript, ...args]];
  const child = spawn(command, argv, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`delay proxy exited (${code})`)));
  });
  return { child, ready };
}

function teardownNamespace() {
  sh('ip', ['link', 'del', hostEnd]);
  sh('ip', ['netns', 'del', namespace]);
}

/** Builds the path to PostgreSQL at 127.0.0.1:`pgPort`; resolves { host, port, mode, delay(ms), clear(), close() }. */
export async function openDbPath(pgPort) {
  if (netemAvailable()) {
    teardownNamespace();
    const steps = [
      ['ip', ['netns', 'add', namespace]],
      ['ip', ['link', 'add', hostEnd, 'type', 'veth', 'peer', 'name', nsEnd]],
      ['ip', ['link', 'set', nsEnd, 'netns', namespace]],
      ['ip', ['addr', 'add', `${hostAddress}/30`, 'dev', hostEnd]],
      ['ip', ['link', 'set', hostEnd, 'up']],
      ['ip', ['netns', 'exec', namespace, 'ip', 'addr', 'add', `${nsAddress}/30`, 'dev', nsEnd]],
      ['ip', ['netns', 'exec', namespace, 'ip', 'link', 'set', nsEnd, 'up']],
      ['ip', ['netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up']],
    ];
    for (const [command, args] of steps) {
      const result = sh(command, args);
      if (result.status !== 0) {
        teardownNamespace();
        throw new Error(`${command} ${args.join(' ')}: ${result.stderr.trim()}`);
      }
    }
    // PostgreSQL listens on loopback only: a host-side hop brings the veth's traffic to it.
    const hostPort = await freePort();
    const home = forwarder([hostAddress, String(hostPort), '127.0.0.1', String(pgPort)]);
    const inside = forwarder([nsAddress, '5432', hostAddress, String(hostPort)], { inNamespace: true });
    await Promise.all([home.ready, inside.ready]);
    return {
      host: nsAddress,
      port: 5432,
      mode: 'tc netem in a network namespace',
      async delay(ms) {
        const result = sh('tc', ['qdisc', 'replace', 'dev', hostEnd, 'root', 'netem', 'delay', `${ms / 2}ms`]);
        if (result.status !== 0) throw new Error(`tc netem: ${result.stderr.trim()}`);
      },
      async clear() {
        sh('tc', ['qdisc', 'del', 'dev', hostEnd, 'root']);
      },
      async close() {
        home.child.kill('SIGTERM');
        inside.child.kill('SIGTERM');
        teardownNamespace();
      },
    };
  }
  const port = await freePort();
  const proxy = forwarder(['127.0.0.1', String(port), '127.0.0.1', String(pgPort)]);
  await proxy.ready;
  const set = (delayMs) => new Promise((resolve) => proxy.child.send({ delayMs }, () => resolve()));
  return {
    host: '127.0.0.1',
    port,
    mode: 'userspace delay (this kernel has no netem qdisc)',
    // Each direction is held back by half: a round trip gains `ms`.
    delay: (ms) => set(ms / 2),
    clear: () => set(0),
    async close() {
      proxy.child.kill('SIGTERM');
    },
  };
}

/** `url` with its host and port swapped for the path's. */
export function urlThrough(url, dbPath) {
  const parsed = new URL(url);
  parsed.hostname = dbPath.host;
  parsed.port = String(dbPath.port);
  return parsed.href;
}

// Where the machine's cores go while a scenario runs: every few seconds the CPU time of each part of
// the stack (the storefront and API replicas, PostgreSQL with its backends, HAProxy with its worker,
// Redis) and of the load generator itself, read from /proc, as cores busy. The baseline's latency is
// decided by a stretch where the two cores are full; this says who filled them. Linux only: without
// /proc the sampler reports nothing.
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = 100;

/** utime + stime (seconds) and the parent pid of a process, or null when it is gone. */
function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond };
  } catch {
    return null;
  }
}

/** Every live process's parent, for the children of PostgreSQL's postmaster and HAProxy's master. */
function parents() {
  const byPid = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (stat) byPid.set(Number(name), stat);
  }
  return byPid;
}

/** The stack's processes by part: `{ part: [pid, …] }`, children included where a part forks. */
function processesOf(stack, all) {
  const withChildren = (pid) => (pid ? [pid, ...[...all].filter(([, stat]) => stat.ppid === pid).map(([child]) => child)] : []);
  const replicas = (kind) => stack.replicas.filter((r) => r.kind === kind && r.pid).map((r) => r.pid);
  return {
    storefronts: replicas('storefront'),
    api: replicas('api'),
    postgresql: withChildren(stack.db.pid?.()),
    haproxy: withChildren(stack.haproxy?.pid),
    redis: stack.redis?.pid ? [stack.redis.pid] : [],
  };
}

/**
 * Starts sampling; `stop()` resolves to the slices `{ fromSeconds, cores: { part: n } }`, one per
 * `sliceMs` from the start, each the mean over its samples. A process that died (a killed replica)
 * or was born (its replacement) counts from the sample that sees it.
 */
export function startCpuUse(stack, { everyMs = 5_000, sliceMs = 20_000 } = {}) {
  if (!statOf(process.pid)) return { stop: async () => [] };
  const started = Date.now();
  const sums = [];
  let previous = new Map();
  let previousAt = started;
  let previousOwn = process.cpuUsage();
  const sample = () => {
    const all = parents();
    const now = Date.now();
    const elapsed = (now - previousAt) / 1000;
    const current = new Map();
    const cores = {};
    for (const [part, pids] of Object.entries(processesOf(stack, all))) {
      cores[part] = 0;
      for (const pid of pids) {
        const seconds = all.get(pid)?.seconds;
        if (seconds === undefined) continue;
        current.set(pid, seconds);
        if (previous.has(pid)) cores[part] += (seconds - previous.get(pid)) / elapsed;
      }
    }
    const own = process.cpuUsage(previousOwn);
    cores['load generator'] = (own.user + own.system) / 1e6 / elapsed;
    const index = Math.floor((previousAt - started) / sliceMs);
    sums[index] ??= { samples: 0, cores: {} };
    sums[index].samples += 1;
    for (const [part, value] of Object.entries(cores)) sums[index].cores[part] = (sums[index].cores[part] ?? 0) + value;
    previous = current;
    previousAt = now;
    previousOwn = process.cpuUsage();
  };
  // The first reading only sets the baseline of each process.
  sample();
  sums.length = 0;
  const timer = setInterval(sample, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      return Array.from(sums, (slice, index) => ({
        fromSeconds: (index * sliceMs) / 1000,
        cores: Object.fromEntries(Object.entries(slice?.cores ?? {}).map(([part, sum]) => [part, sum / slice.samples])),
      }));
    },
  };
}

/** One line: the machine's busy cores in each slice of `sliceSeconds`, and who used them at the busiest. */
export function describeCpuUse(slices, sliceSeconds = 20) {
  const busy = (slice) => Object.values(slice.cores).reduce((sum, value) => sum + value, 0);
  const measured = slices.filter((slice) => Object.keys(slice.cores).length > 0);
  if (measured.length === 0) return null;
  const peak = measured.reduce((best, slice) => (busy(slice) > busy(best) ? slice : best));
  const parts = Object.entries(peak.cores)
    .sort((a, b) => b[1] - a[1])
    .map(([part, value]) => `${part} ${value.toFixed(2)}`)
    .join(', ');
  return `cores busy by ${sliceSeconds} s: ${measured.map((slice) => `${slice.fromSeconds} s ${busy(slice).toFixed(2)}`).join(', ')}; at the busiest (${peak.fromSeconds} s): ${parts}`;
}

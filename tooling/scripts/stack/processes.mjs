// The stack's long-running children: a handle that starts, stops, kills and restarts one process on
// a fixed port (so the balancer's server line stays right), with its output in its own log file.
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createConnection } from 'node:net';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` resolves true or the time is up. */
export async function waitFor(probe, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return;
    await pause(200);
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`);
}

export const answers2xx = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;

/** True when Redis at the port answers PING. */
export function redisAnswers(port) {
  return () =>
    new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.setTimeout(1_000, () => (socket.destroy(), resolve(false)));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => (socket.end(), resolve(String(data).startsWith('+PONG'))));
      socket.on('error', () => resolve(false));
    });
}

/**
 * @param {{ name: string, kind: string, app?: string, port: number, command: string, args: string[],
 *   cwd: string, env: Record<string, string>, logFile: string, ready: () => Promise<boolean>, readyTimeoutMs?: number }} spec
 */
export function managedProcess(spec) {
  let child = null;
  let exited = Promise.resolve();
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;

  const handle = {
    name: spec.name,
    kind: spec.kind,
    app: spec.app,
    port: spec.port,
    url: `http://127.0.0.1:${spec.port}`,
    logFile: spec.logFile,
    /** The process id while it runs, else null. */
    get pid() {
      return alive() ? child.pid : null;
    },
    get running() {
      return alive();
    },
    /** Resolves when the current process has exited. */
    get exited() {
      return exited;
    },
    /** Starts it (when not running) and waits until it answers its readiness probe. */
    async start() {
      if (!alive()) {
        const log = openSync(spec.logFile, 'a');
        child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', log, log], detached: true });
        closeSync(log);
        const current = child;
        exited = new Promise((resolve) => current.on('exit', (code, signal) => resolve(signal ?? code)));
        // An early exit (bad settings, port taken) fails the start at once rather than at the timeout.
        const died = exited.then((how) => {
          throw new Error(`${spec.name} exited (${how}) before it was ready; see ${spec.logFile}`);
        });
        died.catch(() => {});
        await Promise.race([waitFor(spec.ready, spec.readyTimeoutMs ?? 180_000, `${spec.name} (${spec.logFile})`), died]);
      }
      return handle;
    },
    /** Sends a signal (SIGKILL by default) and returns at once; false when it was not running. */
    kill(signal = 'SIGKILL') {
      if (!alive()) return false;
      child.kill(signal);
      return true;
    },
    /** SIGTERM (the graceful drain), SIGKILL after `graceMs`; resolves when it is gone. */
    async stop(graceMs = 10_000) {
      if (!alive()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => alive() && child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async restart() {
      await handle.stop();
      return handle.start();
    },
  };
  return handle;
}

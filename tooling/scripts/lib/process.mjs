// Small process helpers shared by the start, test and bench scripts (plain Node, no dependencies:
// they run before `pnpm install`).
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

export const repoRoot = new URL('../../../', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options, env: { ...process.env, ...options.env } });
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command to completion with its output line by line behind `[label] `, so that steps run side
 * by side stay readable; resolves to its exit code.
 */
export function runLabelled(label, command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    }
    child.on('error', (error) => {
      console.error(`could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command synchronously and returns trimmed stdout, or null when it fails. */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: repoRoot, ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Starts a long-running child; the returned handle stops it (and its process group). */
export function startService(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} exited (${signal ?? code})`);
  });
  return {
    name,
    child,
    stop() {
      child.stopping = true;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

/** Polls a URL until it answers 2xx or the deadline passes. */
export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

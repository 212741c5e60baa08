// Issue 19 §1: the server fails closed. Started with NODE_ENV unset and nothing configured, it opens
// no port and prints one line a missing setting; the demo started on a public address is refused too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..', '..');

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');
  const { NODE_ENV: _unset, ...inherited } = process.env;
  const child = spawn(tsx, ['--conditions=@ornament/source', 'src/server.ts'], { cwd: apiDir, env: { ...inherited, API_PORT: '0', PGLITE_DATA_DIR: 'memory://', ...env } });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stderr });
    });
  });
}

// The refusal comes before any database is opened: the PostgreSQL pass of `npm test`
// (TEST_DATABASE_URL) would start the same two servers again for the same answer (13 s).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('start-up in live production', () => {
  it('finding 8: NODE_ENV unset without secrets does not start, naming each missing one', async () => {
    const { code, stderr } = await start({});
    expect(code).toBe(1);
    expect(stderr).toContain('The API does not start (production profile):');
    for (const name of ['DATABASE_URL', 'AUTH_CODE_SECRET', 'LINK_SIGNING_SECRET', 'CATALOG_ADMIN_TOKEN', 'MESSAGING_ADMIN_TOKEN', 'ALLOWED_ORIGINS']) {
      expect(stderr).toMatch(new RegExp(`^  ${name}: required in production`, 'm'));
    }
  }, 90_000);

  it('the demo on a public address does not start', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', DEMO: 'true', API_HOST: '0.0.0.0' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/API_HOST: the demo listens on loopback only/);
  }, 90_000);
});

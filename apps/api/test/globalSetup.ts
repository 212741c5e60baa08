// One folder per vitest run for the seeded databases' copies (helpers/seededDatabase.ts), removed
// with the run; on PostgreSQL the run's template databases go with it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ornament-api-seeds-'));
  const runId = randomBytes(4).toString('hex');
  project.provide('snapshotDir', dir);
  project.provide('seedRunId', runId);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const server = process.env.TEST_DATABASE_URL;
    if (server) await dropTemplates(server, runId);
  };
}

async function dropTemplates(server: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`tpl\\_${runId}\\_%`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

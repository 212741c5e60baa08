// The API's description as the code generates it (src/plugins/openapi.ts), and where it is kept:
// openapi.json is the current one, committed; openapi.released.json is the last release's.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db';
import { loadEnv } from '../../src/env';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const descriptionFiles = {
  current: path.join(apiRoot, 'openapi.json'),
  released: path.join(apiRoot, 'openapi.released.json'),
} as const;

export const writeCommand = 'pnpm --filter @ornament/api openapi:write';

/**
 * Builds the API as live production does, on an empty in-memory database (no route depends on the
 * data), and returns the description it serves at /openapi.json.
 */
export async function generateDescription(): Promise<unknown> {
  const env = loadEnv({ NODE_ENV: 'production', PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const app = await buildApp({ env, database });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The committed file's text: compact JSON in the generated (stable) key order, ending in a newline.
 * Indented, each description passed 1.7 MB (every schema is written inline); compact it is a third of
 * that. Its changes are read through the breaking-change check, not the file's diff.
 */
export function descriptionText(description: unknown): string {
  return `${JSON.stringify(description)}\n`;
}

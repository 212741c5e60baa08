import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The migrations sit beside this module in the sources (src/db/migrations) and beside the bundle
 * after a build (tsup copies them to dist/migrations), so one relative URL finds them in both.
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`Migrations folder not found: ${folder}`);
  return folder;
}

import { cpSync, existsSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The API ships as plain ESM for Node 20: workspace packages are bundled (they publish TypeScript
// sources), node_modules stay external. Migrations are copied beside the bundle, where
// src/db/migrationsFolder.ts looks for them at run time.
export default defineConfig({
  entry: ['src/server.ts', 'src/seed.ts', 'src/migrate.ts'].filter((file) => existsSync(file)),
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@ornament\//],
  esbuildOptions(options) {
    options.conditions = ['@ornament/source', 'module', 'import'];
  },
  async onSuccess() {
    rmSync('dist/migrations', { recursive: true, force: true });
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});

import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per source file with shared chunks, so a bundler that reads dist/index.js can drop
  // the modules a page does not use (the city tables and search dictionaries stay out of client
  // bundles that only format prices). `sideEffects: false` in package.json allows it.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
});

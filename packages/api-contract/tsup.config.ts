import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per source file with shared chunks (as in domain): `http` stays free of zod for
  // browser bundles, and a bundler reading dist/http.js can drop the modules a page does not use
  // (`paths` and the feature constants stay with the lazily loaded call groups). `sideEffects` in
  // package.json allows it.
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
});

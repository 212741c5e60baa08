import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries sharing chunks: `http` stays free of zod for browser bundles.
  entry: ['src/index.ts', 'src/http.ts'],
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
});

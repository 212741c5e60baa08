import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/schemas.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', server: 'src/server.ts', 'react/index': 'src/react/index.ts', 'react/client': 'src/react/client.ts', 'react/query': 'src/react/island.tsx', testing: 'src/testing/fakeFetch.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', '@tanstack/react-query'],
});

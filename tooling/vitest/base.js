// Tests read workspace packages from their TypeScript source (the "@ornament/source" export
// condition), so `vitest` never waits for a library build.
import { defineConfig } from 'vitest/config';

const conditions = ['@ornament/source', 'module', 'import', 'default'];

/** @param {import('vitest/config').UserConfig['test']} [test] */
export function baseConfig(test = {}) {
  return defineConfig({
    resolve: { conditions },
    ssr: { resolve: { conditions, externalConditions: ['@ornament/source'] } },
    test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'], ...test },
  });
}

// Tests read workspace packages from their TypeScript source (the "@ornament/source" export
// condition), so `vitest` never waits for a library build.
import { defineConfig } from 'vitest/config';

// These lists replace Vite's defaults, so they repeat them. The server list leaves out 'module' and
// 'import': vitest hands it to Node as --conditions, and those would make require() load the ESM
// build of dual packages such as pg ("Class extends value [object Module]").
const clientConditions = ['@ornament/source', 'module', 'browser', 'development|production'];
const serverConditions = ['@ornament/source', 'node', 'development|production'];

// `npm test` sets VITEST_REPORT_JSON to a file path so it can count results across packages.
const jsonReport = process.env.VITEST_REPORT_JSON;
const reporting = jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {};

/** @param {import('vitest/config').UserConfig['test']} [test] */
export function baseConfig(test = {}) {
  return defineConfig({
    resolve: { conditions: clientConditions },
    ssr: { resolve: { conditions: serverConditions, externalConditions: ['@ornament/source'] } },
    // Each worker keeps its modules from file to file (isolate: false): with a fresh module graph per
    // file, importing the packages' sources took 10–20 times longer than the tests themselves (catalog:
    // 13 s of 27). A test that needs a module read afresh (one that reads the environment as it
    // loads) calls vi.resetModules() first; every suite passes with its files in shuffled order.
    test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'], isolate: false, ...reporting, ...test },
  });
}

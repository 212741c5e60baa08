// `npm run test:changed`: the fast local loop. Lint, typecheck and unit/API tests of the packages the
// working tree touches (changes since HEAD, committed or not) and of every package that depends on
// them; `--base REF` compares with another commit (say `--base origin/main` before a push).
// The browser journeys are not run: `pnpm --filter @ornament/<app> exec playwright test` runs one
// storefront's after a build.
import { ensurePnpm } from './lib/pnpm.mjs';
import { run } from './lib/process.mjs';

const baseAt = process.argv.indexOf('--base');
const base = baseAt > 0 ? process.argv[baseAt + 1] : 'HEAD';
const pnpm = await ensurePnpm();
const code = await run(pnpm, ['exec', 'turbo', 'run', 'lint', 'typecheck', 'test', `--filter=...[${base}]`, '--concurrency=2', '--output-logs=new-only'], {
  env: { TURBO_TELEMETRY_DISABLED: '1' },
});
process.exit(code);

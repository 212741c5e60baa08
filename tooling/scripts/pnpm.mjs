#!/usr/bin/env node
// `npm run <command>` forms of the commands README shows (issue 20 §5): a fresh machine has Node and
// npm but no pnpm. This finds the repository's pnpm (installing it into .cache/pnpm like `npm start`,
// and the workspace when it was never installed), puts it on PATH for turbo, and runs pnpm with the
// arguments given: `npm run order:advance -- 50000001 F` is `pnpm --filter @ornament/api order:advance 50000001 F`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensurePnpm, installWorkspace } from './lib/pnpm.mjs';
import { repoRoot } from './lib/process.mjs';

const pnpm = await ensurePnpm();
if (!existsSync(path.join(repoRoot, 'node_modules/.modules.yaml'))) await installWorkspace(pnpm);
const child = spawn(pnpm, process.argv.slice(2), { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));

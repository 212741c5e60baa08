// `pnpm --filter @ornament/api openapi:check`: lists the changes since the last released description
// (openapi.released.json) that would break its clients, and fails when there is one.
import { readFileSync } from 'node:fs';
import { breakingChanges, formatBreakingChange, type OpenApiDescription } from './breakingChanges';
import { descriptionFiles, generateDescription } from './description';

const released = JSON.parse(readFileSync(descriptionFiles.released, 'utf8')) as OpenApiDescription;
const current = (await generateDescription()) as OpenApiDescription;
const changes = breakingChanges(released, current);
if (changes.length > 0) {
  console.error(`${changes.length} breaking change(s) since ${descriptionFiles.released}:`);
  for (const change of changes) console.error(`  ${formatBreakingChange(change)}`);
  process.exit(1);
}
console.info(`No breaking change since ${descriptionFiles.released}.`);

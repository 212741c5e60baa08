// `pnpm --filter @ornament/api openapi:write`: regenerates the committed apps/api/openapi.json.
// With --release (the root `version-packages` script, after `changeset version`): when that version
// raised the API's own version, the new description is also the released one that the compatibility
// check compares with from now on (apps/api/openapi.released.json).
import { readFileSync, writeFileSync } from 'node:fs';
import { descriptionFiles, descriptionText, generateDescription } from './description';

const text = descriptionText(await generateDescription());
writeFileSync(descriptionFiles.current, text);
console.info(`Wrote ${descriptionFiles.current}`);

if (process.argv.includes('--release')) {
  const versionOf = (json: string) => (JSON.parse(json) as { info: { version: string } }).info.version;
  const released = versionOf(readFileSync(descriptionFiles.released, 'utf8'));
  if (versionOf(text) !== released) {
    writeFileSync(descriptionFiles.released, text);
    console.info(`Released ${versionOf(text)} (was ${released}): wrote ${descriptionFiles.released}`);
  }
}

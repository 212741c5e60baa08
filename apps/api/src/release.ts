// The API's release id (`api@1.0.0`): its package's version, which changesets sets. The bundle
// carries it (tsup inlines the JSON), so the artifact reports the version it was built as.
import packageJson from '../package.json' with { type: 'json' };

export const apiVersion: string = packageJson.version;
export const apiRelease = `api@${apiVersion}`;

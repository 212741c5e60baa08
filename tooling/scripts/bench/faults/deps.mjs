// The fault bench's libraries (tooling/scripts' devDependencies), and the storefront's own code,
// loaded from its TypeScript sources through tsx.
import path from 'node:path';
import hdrHistogram from 'hdr-histogram-js';
import pgModule from 'pg';
import * as tsx from 'tsx/esm/api';
import ws from 'ws';
import { repoRoot } from '../../lib/process.mjs';

/** node-postgres: the checker reads the database as an operator's psql would. */
export const pg = pgModule;
/** The live channel's socket client (the browser's WebSocket is not in Node 20). */
export const WebSocket = ws;
/** autocannon's own histogram library: percentiles without hand-rolled maths. */
export const hdr = hdrHistogram;

const feature = (pkg) => `file://${path.join(repoRoot, 'packages', pkg, 'src/index.ts')}`;

/**
 * The storefront's own code, loaded from source through tsx: the shoppers call the API with the
 * browser's client (@ornament/api-client: the same paths, bodies, context headers and checks), and
 * the live-channel probe runs the storefront's reconnecting client (@ornament/messaging).
 */
export async function storefrontCode() {
  const [client, server, http, domain, live] = await Promise.all([
    tsx.tsImport('@ornament/api-client', feature('checkout')),
    tsx.tsImport('@ornament/api-client/server', feature('checkout')),
    tsx.tsImport('@ornament/api-contract/http', feature('checkout')),
    tsx.tsImport('@ornament/domain', feature('checkout')),
    tsx.tsImport(path.join(repoRoot, 'packages/messaging/src/live/liveChannel.ts'), import.meta.url),
  ]);
  return { client, server, http, domain, openLiveChannel: live.openLiveChannel };
}

#!/usr/bin/env node
// A storefront's server: `next start` with one thing in front of it. Next passes a browser's own
// X-Forwarded-For on to the API (it adds the connection's address only when the header is absent),
// and a proxy (proxy.ts) cannot see the connection: anyone could name any address and slip every
// per-address limit, captcha and geo check (issue 19 finding 5). Here the header is rewritten from the
// connection before Next reads it: the client's address as @fastify/proxy-addr finds it, believing
// X-Forwarded-For only from the proxies TRUST_PROXY names (none by default: the connection's peer is
// the client). Forwarded and X-Real-IP are dropped. WebSocket upgrades (the live channel) too.
// The cached pages' Content-Security-Policy gets the hashes of their inline scripts here
// (inlineScriptPolicy.mjs), which needs the body before it is compressed: so compression is done here
// too, as the last layer, and Next's own is off (storefront.js `compress: false`). A cached page is
// marked public for the caches in front, and a 404 on a cached route kept only seconds there
// (sharedCacheControl.mjs). The page's stylesheets are written into its <head> here as well
// (inlineStylesheets.mjs), once each, instead of by Next's inlineCss, which writes them two more times.
// Usage, in an app's folder: node <this file> [-p PORT] [-H HOST]; PORT and HOSTNAME also work.
import { createServer } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import compression from 'compression';
import next from 'next';
import { createInlineScriptPolicy } from './inlineScriptPolicy.mjs';
import { createStylesheetInliner } from './inlineStylesheets.mjs';
import { applySharedCacheControl } from './sharedCacheControl.mjs';

function option(short, long, fallback) {
  const at = process.argv.findIndex((arg) => arg === short || arg === long);
  return at === -1 ? fallback : process.argv[at + 1];
}

const port = Number(option('-p', '--port', process.env.PORT ?? 3000));
// As `next start`: every interface unless -H names one; Next itself is told the host it is reached by.
const hostname = option('-H', '--hostname', process.env.HOSTNAME);
const trusted = (process.env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
const trust = proxyAddr.compile(trusted);

/** @param {import('node:http').IncomingMessage} request */
function clientAddressOnly(request) {
  request.headers['x-forwarded-for'] = proxyAddr(request, trust);
  delete request.headers.forwarded;
  delete request.headers['x-real-ip'];
}

process.env.NODE_ENV ??= 'production';
const app = next({ dir: process.cwd(), hostname: hostname ?? 'localhost', port, dev: false });
await app.prepare();
const handle = app.getRequestHandler();
const upgrade = app.getUpgradeHandler();

const compress = compression();
const holdForHashes = createInlineScriptPolicy();
const inlineStylesheets = createStylesheetInliner();
const server = createServer((request, response) => {
  clientAddressOnly(request);
  compress(request, response, () => {
    holdForHashes(request, response);
    inlineStylesheets(request, response);
    applySharedCacheControl(response);
    void handle(request, response);
  });
});
server.on('upgrade', (request, socket, head) => {
  clientAddressOnly(request);
  void upgrade(request, socket, head);
});
server.listen(port, hostname, () => console.info(`✓ Ready on http://${hostname ?? 'localhost'}:${port}${trusted.length ? ` (trusting X-Forwarded-For from ${trusted.join(', ')})` : ''}`));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Open keep-alive and socket connections do not hold the exit up for long.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

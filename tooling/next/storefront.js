// The Next.js config every storefront shares: security headers, slash-ended URLs and the
// vanilla-extract plugin. Plain JavaScript, so next.config.ts can load it without a TypeScript step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { pageExpirySeconds } from './sharedCacheControl.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const cacheHandlerPath = path.join(here, 'cache-handler.mjs');

/**
 * The app's release id, `main@1.0.0`: its package's short name and version (changesets sets the
 * version). Pages carry it in a header and the error reporter sends it.
 */
/** @param {string} appDir */
function releaseOf(appDir) {
  const { name, version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${name.replace(/^@ornament\//, '')}@${version}`;
}

/** @param {boolean} isProduction */
function securityHeaders(isProduction) {
  // The policy for files outside the proxy's matcher (icons, robots.txt). Pages get theirs from the
  // proxy (packages/shell/src/proxy/contentSecurityPolicy.ts), which replaces this header: the same
  // policy on catalogue and product pages, a per-request nonce on personal pages.
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src 'self'${isProduction ? '' : " 'unsafe-inline' 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...(isProduction ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }] : []),
  ];
}

/** @param {import('./storefront').StorefrontNextOptions} options */
export function storefrontNextConfig({ transpilePackages }) {
  const release = releaseOf(process.cwd());
  const headers = [...securityHeaders(process.env.NODE_ENV === 'production'), { key: 'X-Release', value: release }];

  /** @type {import('next').NextConfig} */
  const nextConfig = {
    poweredByHeader: false,
    // For profiling a build (tooling/scripts/bench/page-cpu.mjs maps the browser's profile through
    // them): ORNAMENT_SOURCE_MAPS=1 at build time. Off by default: the maps would be public.
    productionBrowserSourceMaps: process.env.ORNAMENT_SOURCE_MAPS === '1',
    // `npm test` type-checks every package in its own step and, when that passed, says so here, so
    // that the build does not check the same sources again (tooling/scripts/test.mjs). Any other build
    // (Docker, `npm start`, a developer's) checks them.
    typescript: { ignoreBuildErrors: process.env.ORNAMENT_TYPES_CHECKED === '1' },
    // The storefront's server compresses (serve.mjs), after it has read a cached page's inline scripts.
    compress: false,
    outputFileTracingRoot: repoRoot,
    env: { NEXT_PUBLIC_RELEASE: release },
    // A cached page is a stored body: hashing its 200 kB into an ETag on every request cost more than
    // sending it (a third of a hit's CPU). Freshness is carried by Cache-Control and revalidation.
    generateEtags: false,
    // The spec's URLs end with a slash (/jewelry-catalog/).
    trailingSlash: true,
    reactStrictMode: true,
    transpilePackages: [...transpilePackages],
    images: { unoptimized: true },
    // A cached page is served stale for at most a day while it is rendered again (Next's default is a
    // year); its freshness comes from the API's revalidation, not this bound (README "Page cache").
    expireTime: pageExpirySeconds,
    // Each process keeps its pages in its own memory, never in .next on disk: two processes of one
    // build with different settings (the shop map's tile source) must not serve each other's pages.
    // With REDIS_URL set (the production-like stack, several replicas) the pages live in Redis instead,
    // shared by every replica of the app (cache-handler.mjs; README "Operations"). Read when the server
    // starts (serve.mjs loads this config then), so one build serves both ways.
    cacheMaxMemorySize: 512 * 1024 * 1024,
    ...(process.env.REDIS_URL ? { cacheHandler: cacheHandlerPath, cacheMaxMemorySize: 0 } : {}),
    experimental: {
      isrFlushToDisk: false,
      // Off: a page's CSS goes into its HTML as <style>, instead of one render-blocking file per style
      // module (~20 per page, each a round trip before the first paint on a phone), but written by our
      // server (serve.mjs, inlineStylesheets.mjs): Next's option also writes it into the page's flight
      // payload, once more for the global-error entry, which the browser never reads.
      inlineCss: false,
    },
    async headers() {
      return [{ source: '/:path*', headers }];
    },
  };

  const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

  const config = withVanillaExtract(nextConfig);
  // The artifact (issue 20): the build writes .next/standalone, the server and the node_modules it
  // needs, traced from the repository's root (tooling/next/standalone.mjs adds the static files and
  // our server). Only the build is told: a server started in the app's folder (the journeys, the
  // benches) is not the standalone one, and Next would warn that it should be.
  return (/** @type {string} */ phase) => (phase === PHASE_PRODUCTION_BUILD ? { ...config, output: 'standalone' } : config);
}

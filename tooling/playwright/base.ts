// Shared Playwright setup for the storefronts: Debian's Chromium, production builds (`next start`),
// and a commerce API of our own on a freshly seeded in-memory database. No network mocks.
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumFlags, journeyBrowserPath } from '../scripts/lib/system.mjs';

/**
 * The browser the journeys drive: CHROMIUM_PATH when set (`npm test` sets the one
 * tooling/scripts/lib/system.mjs picks), else that same pick: Debian's headless shell where
 * installed, else the whole of Debian's Chromium.
 */
const browserPath = process.env.CHROMIUM_PATH ?? journeyBrowserPath();

/** What every captcha of the e2e API shows and accepts (CAPTCHA_TEST_ANSWER; refused in production). */
export const e2eCaptchaAnswer = 'e2e42';

export type StorefrontE2EOptions = {
  /** The app folder name under apps/ (main, diamant, kz). */
  app: string;
  /** Port the storefront listens on during the tests; the API takes port + 1000. */
  port: number;
  /** Products the API seeds into its in-memory database. */
  seedProducts?: number;
  /** Also start the storefront with a tile source (`e2eTiles`), to drive the shop map's Leaflet path. */
  tiledStorefront?: boolean;
  /**
   * Whether the phone project runs the `bothViewports` journeys. A storefront whose shell and brand
   * another suite already checks at 390 px (the Kazakhstan edition: the main brand's) runs desktop only.
   */
  phoneViewport?: boolean;
  /**
   * Whether another storefront of this one's country runs its `perCountry` journeys
   * (fixtures/viewport.ts): the diamond brand, in Russia beside the main storefront, leaves them out.
   */
  repeatsCountry?: boolean;
};

/**
 * Whether journeys keep their screenshots (fixtures/viewport.ts keepScreenshot): they are for a
 * person to look at, and each costs a second or more of software rendering, so CI (`npm test` with CI
 * set) skips them unless E2E_SCREENSHOTS=1; a local run keeps them (E2E_SCREENSHOTS=0 skips them).
 */
export const screenshotsWanted = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS !== '0' : !process.env.CI;

/**
 * The tile source of the tiled storefront: a host that exists only in the tests, whose tiles the
 * journey serves with `page.route` (no tile server here). That storefront listens `portShift` above the plain one.
 */
export const e2eTiles = { url: 'http://tiles.e2e.test/{z}/{x}/{y}.png', host: 'tiles.e2e.test', portShift: 50 } as const;

/** The tiled storefront's origin beside the plain one's. */
export function tiledOriginOf(origin: string): string {
  return shiftedOrigin(origin, e2eTiles.portShift);
}

/** Ports above a suite's storefront: its API's (`port + 1000`), and the storefront a journey starts beside the suite's (fixtures/isolatedStack.ts). */
export const e2ePortShifts = { api: 1000, isolatedStorefront: 60 } as const;

/** The origin `shift` ports above `origin`. */
export function shiftedOrigin(origin: string, shift: number): string {
  const url = new URL(origin);
  url.port = String(Number(url.port) + shift);
  return url.origin;
}

/** The suites' token between their API and storefronts for page revalidation. */
export const e2eRevalidateSecret = 'ornament-e2e-revalidation';

export function defineStorefrontConfig({ app, port: basePort, seedProducts = 800, tiledStorefront = false, phoneViewport = true, repeatsCountry = false }: StorefrontE2EOptions): PlaywrightTestConfig {
  const repoRoot = path.resolve(import.meta.dirname, '..', '..');
  // Two checkouts can run their suites side by side when one shifts its ports.
  const port = basePort + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const apiPort = port + e2ePortShifts.api;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const baseURL = `http://127.0.0.1:${port}`;
  const tiledURL = tiledOriginOf(baseURL);
  // The API lets in its own storefronts, and the one a journey starts beside them on the same API.
  const allowedOrigins = [baseURL, ...(tiledStorefront ? [tiledURL] : []), shiftedOrigin(baseURL, e2ePortShifts.isolatedStorefront)].join(',');
  const isCI = Boolean(process.env.CI);
  const leftOut = app === 'main' ? undefined : repeatsCountry ? /@main-only|@per-country/ : /@main-only/;
  const storefront = (listenPort: number, extraEnv: Record<string, string> = {}) => ({
    command: `node ${path.join(repoRoot, 'tooling/next/serve.mjs')} -p ${listenPort} -H localhost`,
    cwd: path.join(repoRoot, 'apps', app),
    url: `http://127.0.0.1:${listenPort}`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The browser stands where a trusted proxy in front of the storefront would (TRUST_PROXY): the
    // journeys name the shopper's address in X-Forwarded-For (a VPN range, a fresh address per login).
    env: { API_URL: apiUrl, PORT: String(listenPort), NODE_ENV: 'production', REVALIDATE_SECRET: e2eRevalidateSecret, TRUST_PROXY: 'loopback', ...extraEnv },
  });
  return defineConfig({
    testDir: './e2e',
    outputDir: './test-results',
    fullyParallel: false,
    workers: 1,
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'playwright-report/results.json' }]],
    use: {
      baseURL,
      // In CI a trace is recorded on the retry of a failed test (it retries once): recording every
      // test's screencast and DOM snapshots, to keep only the failures', costs CPU a 2-core run lacks.
      trace: isCI ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      launchOptions: { executablePath: browserPath, args: chromiumFlags },
    },
    // Every test runs at desktop; the mobile project runs only the tests tagged `bothViewports`
    // (fixtures/viewport.ts), those whose checks differ on a phone.
    // The other storefronts leave out the tests tagged `mainOnly` (fixtures/viewport.ts): a shared
    // package's behaviour, which the main storefront checks; a second storefront of a country also
    // those tagged `perCountry`.
    projects: [
      { name: 'desktop', grepInvert: leftOut, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
      ...(phoneViewport ? [{ name: 'mobile', grep: /@both-viewports/, grepInvert: leftOut, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } }] : []),
    ],
    webServer: [
      {
        command: `node ${path.join(repoRoot, 'apps/api/dist/server.js')}`,
        url: `${apiUrl}/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          // Development: the suites log in with tickets, read the outbox and move orders along.
          NODE_ENV: 'development',
          API_PORT: String(apiPort),
          API_HOST: '127.0.0.1',
          PGLITE_DATA_DIR: 'memory://',
          SEED_PRODUCTS: String(seedProducts),
          LOG_LEVEL: 'warn',
          ALLOWED_ORIGINS: allowedOrigins,
          CAPTCHA_TEST_ANSWER: e2eCaptchaAnswer,
          // Cached pages hear of catalogue changes (the freshness journeys).
          STOREFRONT_REVALIDATE_URLS: tiledStorefront ? `${baseURL},${tiledURL}` : baseURL,
          REVALIDATE_SECRET: e2eRevalidateSecret,
        },
      },
      storefront(port),
      ...(tiledStorefront ? [storefront(port + e2eTiles.portShift, { MAP_TILE_URL: e2eTiles.url })] : []),
    ],
  });
}

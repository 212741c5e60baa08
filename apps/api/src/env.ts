// The one place the API reads process.env; everything else receives a parsed Env.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { paymentProviders } from '@ornament/api-contract';
import { z } from 'zod';

/** <repo root>: this file lives at apps/api/src/env.ts, or bundled at apps/api/dist/*.js. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** ALLOWED_ORIGINS when unset: the local storefronts. The same array, so live production can tell it was not set. */
export const localOrigins: readonly string[] = [3000, 3001, 3002].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z.object({
  /** Unset is production: a process never falls into development's fixed secrets by omission. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /**
   * The demo profile (`npm start`, src/profile.ts): a production build with the repository's secrets,
   * the local SMS outbox, the sandbox acquirer and seeded demo data, listening on loopback only.
   * Never on a public host: anyone reaching it reads every login code.
   */
  DEMO: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
  /** When set, PostgreSQL through `pg`; otherwise the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** PGlite data directory; `memory://` keeps the database in memory. */
  PGLITE_DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'pglite')),
  /**
   * Where review photos are stored: outside any served folder, read back only through the API's
   * photo route. Tests use a temporary folder.
   */
  UPLOAD_DIR: z.string().min(1).default(path.join(repoRoot, '.data', 'uploads')),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /**
   * How long a cached catalogue read (listing, filters, product, sizes, prices) may be served, in
   * seconds. Any write to the catalogue's tables drops the cache at once on every API process
   * (migration 0022's NOTIFY); this only bounds a missed notice. 0 turns it off; unset, 60, and off in
   * tests, whose own writes must show at once (the cache's tests turn it on).
   */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** The most catalogue reads kept in a process's cache. */
  CATALOG_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  LOG_LEVEL: z.enum(logLevels).optional(),
  /**
   * Which proxies' X-Forwarded-For the API believes (proxy-addr names, addresses or CIDRs). The
   * storefronts pass the shopper's address from beside the API, hence loopback by default; behind
   * a load balancer add its network. The geo-IP city and the VPN check read the result.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /**
   * Signs links that act without a login (an e-mail's unsubscribe link, HMAC-SHA256). Required in
   * production; development and tests use a fixed value (see services/profile/linkSecret.ts).
   */
  LINK_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * Signs the in-store QR code's hash (HMAC-SHA256 of the user id and expiry) that the cashier's
   * scanner checks. Required in production; development and tests use a fixed value (services/orders/qrSecret.ts).
   */
  QR_SIGNING_SECRET: z.string().min(32).optional(),
  /**
   * Where login codes and gift-card SMS go. `local` writes them to the sms_outbox table, read through
   * GET /api/sklv/dev/sms-outbox/?phone= (README "Logging in locally"), and is refused in live
   * production; `smsru` sends them through SMS.ru's HTTP API (services/sms/smsRuDriver.ts).
   */
  SMS_DRIVER: z.enum(['local', 'smsru']).default('local'),
  /** SMS.ru's api_id (its secret: never logged). Required with SMS_DRIVER=smsru. */
  SMSRU_API_ID: z.string().trim().min(1).optional(),
  /** SMS.ru's API root; tests and the production-like stack point it at the local fake (tooling/stand-ins/smsru.mjs). */
  SMSRU_API_URL: z.url().default('https://sms.ru'),
  /** The sender name SMS.ru has approved for the account (its `from`); unset, the account's default. */
  SMSRU_SENDER: z.string().trim().min(1).max(11).optional(),
  /**
   * Where letters go (the e-mail confirmation link). `local` writes them to the mail_outbox table,
   * read through GET /api/sklv/dev/mail-outbox/?to=, and is refused in live production; `smtp` hands
   * them to an SMTP relay (services/mail/smtpDriver.ts), the mail provider's or the shop's own.
   */
  MAIL_DRIVER: z.enum(['local', 'smtp']).default('local'),
  /**
   * The relay with its login (a secret: never logged): smtps://user:password@smtp.example.ru:465
   * (TLS from the start) or smtp://…:587 (STARTTLS, required unless the relay is on loopback);
   * user and password percent-encoded. Required with MAIL_DRIVER=smtp.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  /** The letters' From, an address the relay may send as: `Орнамент <noreply@ornament.ru>`. Required with MAIL_DRIVER=smtp. */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, 'an address, or a name and <address>')
    .optional(),
  /** Seconds the relay has to accept the connection, to greet, and to answer each command (a whole letter gets three times that); unset, 5. */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  /**
   * Seconds between the runs that send bought gift cards to their recipients by SMS when their send
   * time comes (a card sent at once goes right after its payment). 0 turns the timer off; unset, 30,
   * and off in tests, which run it by hand.
   */
  GIFT_CARD_DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /**
   * Seconds between the runs that delete old bell messages (packages/domain messageRetention: read or
   * deleted ones after 180 days, any after 365). 0 turns the timer off; unset, 3600, and off in tests.
   */
  MESSAGE_PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(604_800).optional(),
  /** Seconds between the runs that delete ended sessions and abandoned guests; unset, 3600, and off in tests. */
  SESSION_PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(604_800).optional(),
  /** Key of the codes' HMAC; random per process when unset (set one shared value for several replicas). */
  AUTH_CODE_SECRET: z.string().min(32).optional(),
  /** Outside production only: every captcha shows and accepts this text, so browser tests can solve it. */
  CAPTCHA_TEST_ANSWER: z.string().trim().min(1).max(12).optional(),
  /**
   * Signs the live channel's socket tokens (notification/ws-auth/, HMAC-SHA256). Required in
   * production with several replicas (each verifies what another issued); development and tests use a fixed value.
   */
  LIVE_TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * The operator's bearer token for admin/message/send/ (the msg:send tool). Unset in production
   * disables the call; development and tests use a fixed value (README "Messages").
   */
  MESSAGING_ADMIN_TOKEN: z.string().min(16).optional(),
  /**
   * The bearer of the catalogue's operator call (product:update: a product's price and stock). Off in
   * production until set; development and tests use a built-in token (services/catalog/adminRoutes.ts).
   */
  CATALOG_ADMIN_TOKEN: z.string().min(16).optional(),
  /**
   * Staff's bearer token for the list of franchise, atelier and corporate gift-card requests
   * (GET /api/sklv/v5/admin/form-requests/). Unset in production disables the list; development and tests use a fixed value.
   */
  FORM_REQUESTS_ADMIN_TOKEN: z.string().min(16).optional(),
  /**
   * The returns operator's bearer (PATCH /api/sklv/v5/admin/returns/{number}/, the return:advance tool:
   * a return's status, and its refund when refunded; POST …/{number}/transfer/, return:transfer-paid:
   * a transfer refund marked paid). Off in production until set; development and
   * tests use a built-in token (services/returns/adminRoutes.ts).
   */
  RETURNS_ADMIN_TOKEN: z.string().min(16).optional(),
  /**
   * The storefront processes whose cached pages show the catalogue (comma-separated origins, one per
   * replica: 'http://10.0.0.5:3000,http://10.0.0.6:3000'). When catalogue data changes the API posts
   * the tags to each one's /internal/revalidate/ with REVALIDATE_SECRET. Unset: pages refresh on their timer only.
   */
  STOREFRONT_REVALIDATE_URLS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.url())),
  /**
   * The acquirer of online payments. Unset: the sandbox everywhere but live production, which then
   * refuses online payment (422) until one is set. `yookassa` needs YOOKASSA_SHOP_ID and
   * YOOKASSA_SECRET_KEY (README "Production"); `sandbox` is refused in live production.
   */
  PAYMENT_PROVIDER: z.enum(paymentProviders).optional(),
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(1).optional(),
  /** YooKassa's API root; tests point it at the local fake (tooling/stand-ins/yookassa.mjs). */
  YOOKASSA_API_URL: z.url().default('https://api.yookassa.ru/v3'),
  /** Seconds between the runs that send queued refunds to the acquirer; unset, 60, and off in tests. */
  PAYMENT_REFUND_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** The bearer the storefronts' revalidation route expects (their REVALIDATE_SECRET). */
  REVALIDATE_SECRET: z.string().min(16).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? localOrigins : value.split(',').map((o) => o.trim()).filter(Boolean))),
});
export type Env = z.infer<typeof envSchema>;

/** Combinations that must not run (the login's safety in production). */
function unsafeSettings(env: Env): string[] {
  if (env.STOREFRONT_REVALIDATE_URLS.length > 0 && !env.REVALIDATE_SECRET) return ['  REVALIDATE_SECRET: required with STOREFRONT_REVALIDATE_URLS'];
  if (env.NODE_ENV !== 'production') return [];
  return env.CAPTCHA_TEST_ANSWER === undefined ? [] : ['  CAPTCHA_TEST_ANSWER: not allowed in production'];
}

/** Parses an environment record (process.env by default); throws a readable error on bad values. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const problems = unsafeSettings(parsed.data);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return parsed.data;
}

/** An exported-but-empty variable (`DATABASE_URL=`) means "not set", as shells and .env files intend. */
function emptyToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, value === '' ? undefined : value]));
}

/** A background job's timer interval in ms: the set seconds, else the default (off in tests, which run jobs by hand); 0 is off. */
function jobIntervalMs(env: Env, seconds: number | undefined, defaultSeconds: number): number {
  return (seconds ?? (env.NODE_ENV === 'test' ? 0 : defaultSeconds)) * 1000;
}

/** The gift-card delivery timer's interval in ms; 0 when off. */
export function giftCardDeliveryIntervalMs(env: Env): number {
  return jobIntervalMs(env, env.GIFT_CARD_DELIVERY_INTERVAL_SECONDS, 30);
}

/** How long a catalogue read stays cached in ms; 0 when off (see CATALOG_CACHE_SECONDS). */
export function catalogCacheTtlMs(env: Env): number {
  return (env.CATALOG_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 60)) * 1000;
}

/** The refund job's timer interval in ms; 0 when off. */
export function paymentRefundIntervalMs(env: Env): number {
  return jobIntervalMs(env, env.PAYMENT_REFUND_INTERVAL_SECONDS, 60);
}

/** The message pruning timer's interval in ms; 0 when off. */
export function messagePruneIntervalMs(env: Env): number {
  return jobIntervalMs(env, env.MESSAGE_PRUNE_INTERVAL_SECONDS, 3600);
}

/** The session pruning timer's interval in ms; 0 when off. */
export function sessionPruneIntervalMs(env: Env): number {
  return jobIntervalMs(env, env.SESSION_PRUNE_INTERVAL_SECONDS, 3600);
}

/** Log level: quiet in tests, info otherwise, unless LOG_LEVEL says so. */
export function logLevelOf(env: Env): (typeof logLevels)[number] {
  return env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info');
}

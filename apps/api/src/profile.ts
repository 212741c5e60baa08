// Which kind of process this is (README "Production"). Live production trusts nothing from the
// repository: it has its own secrets, tokens and database, seeds nothing and registers no demo or
// development route. The demo (`npm start`) is a production build with the demo's shortcuts, on
// loopback only. Development and tests keep fixed secrets and their helper routes.
import { type Env, localOrigins } from './env';
import { productionRequirements } from './productionRequirements';

export type Profile = 'production' | 'demo' | 'development' | 'test';

export function profileOf(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): Profile {
  if (env.NODE_ENV === 'production') return env.DEMO ? 'demo' : 'production';
  return env.NODE_ENV;
}

/**
 * The repository's fixed secrets and tokens, the local SMS outbox, the sandbox acquirer and the
 * seeded demo data: everywhere but live production.
 */
export function allowsDemoShortcuts(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): boolean {
  return profileOf(env) !== 'production';
}

/** Demo, development and tests migrate their database as they start; production never does (`db:migrate` is a release step). */
export function migratesOnStart(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): boolean {
  return profileOf(env) !== 'production';
}

/** Login tickets and moving an order along by hand: development and tests only, never a built shop. */
export function allowsDevelopmentRoutes(env: Pick<Env, 'NODE_ENV' | 'DEMO'>): boolean {
  const profile = profileOf(env);
  return profile === 'development' || profile === 'test';
}

const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/** The acquirer's settings: a named provider must be complete, and the sandbox never takes live money. */
function paymentProblems(env: Env, profile: Profile): string[] {
  if (env.PAYMENT_PROVIDER === 'sandbox' && profile === 'production') {
    return ['PAYMENT_PROVIDER: sandbox is not allowed in production (the shopper approves their own payment)'];
  }
  if (env.PAYMENT_PROVIDER !== 'yookassa') return [];
  return (['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const).flatMap((name) => (env[name] ? [] : [`${name}: required with PAYMENT_PROVIDER=yookassa`]));
}

/** The SMS driver's settings: live production needs a real one (the local outbox delivers nothing), and SMS.ru its api_id. */
function smsProblems(env: Env, profile: Profile): string[] {
  if (env.SMS_DRIVER === 'local') {
    return profile === 'production' ? ['SMS_DRIVER: local delivers nothing in production; set SMS_DRIVER=smsru and SMSRU_API_ID'] : [];
  }
  return env.SMSRU_API_ID ? [] : ['SMSRU_API_ID: required with SMS_DRIVER=smsru'];
}

/** The mail driver's settings: live production needs a real one (the local outbox delivers nothing), and SMTP its relay and sender. */
function mailProblems(env: Env, profile: Profile): string[] {
  if (env.MAIL_DRIVER === 'local') {
    return profile === 'production' ? ['MAIL_DRIVER: local delivers nothing in production; set MAIL_DRIVER=smtp, SMTP_URL and MAIL_FROM'] : [];
  }
  return (['SMTP_URL', 'MAIL_FROM'] as const).flatMap((name) => (env[name] ? [] : [`${name}: required with MAIL_DRIVER=smtp`]));
}

/** Why this process must not start, one line a problem; empty when it may. */
export function startupProblems(env: Env): string[] {
  const profile = profileOf(env);
  const providers = [...smsProblems(env, profile), ...mailProblems(env, profile), ...paymentProblems(env, profile)];
  if (profile === 'demo') {
    return [...(loopbackHosts.has(env.API_HOST) ? [] : [`API_HOST: the demo listens on loopback only (127.0.0.1, ::1, localhost), not ${env.API_HOST}`]), ...providers];
  }
  if (profile !== 'production') return providers;
  // An unset ALLOWED_ORIGINS parses to the local storefronts' origins (that very array).
  const set: Record<string, unknown> = { ...env, ALLOWED_ORIGINS: env.ALLOWED_ORIGINS === localOrigins ? undefined : env.ALLOWED_ORIGINS };
  return [...productionRequirements.flatMap(([name, what]) => (set[name] ? [] : [`${name}: required in production (${what})`])), ...providers];
}

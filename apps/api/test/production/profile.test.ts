// Issue 19 §1 (finding 8): NODE_ENV unset is production, which does not start without its secrets,
// tokens, database, origins and real SMS and mail drivers (one line each); the demo (npm start)
// listens on loopback only.
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env';
import { paymentProviderOf } from '../../src/services/checkout/payments/providerOf';
import { allowsDemoShortcuts, allowsDevelopmentRoutes, profileOf, startupProblems } from '../../src/profile';
import { liveSecrets, liveSmsRu, liveSmtp } from '../helpers/liveEnv';

const live = { ...liveSecrets, ...liveSmsRu, ...liveSmtp };

describe('profiles', () => {
  it('finding 8: NODE_ENV unset is live production, with no shortcuts and no development routes', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('production');
    expect(profileOf(env)).toBe('production');
    expect(allowsDemoShortcuts(env)).toBe(false);
    expect(allowsDevelopmentRoutes(env)).toBe(false);
  });

  it('the demo is production with DEMO=true: shortcuts, but still no development routes', () => {
    const env = loadEnv({ NODE_ENV: 'production', DEMO: 'true' });
    expect(profileOf(env)).toBe('demo');
    expect(allowsDemoShortcuts(env)).toBe(true);
    expect(allowsDevelopmentRoutes(env)).toBe(false);
  });

  it('findings 6 and 8: live production names every missing secret, token, database and origin, one line each', () => {
    const problems = startupProblems(loadEnv({ NODE_ENV: 'production' }));
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'DATABASE_URL',
      'AUTH_CODE_SECRET',
      'LINK_SIGNING_SECRET',
      'QR_SIGNING_SECRET',
      'LIVE_TOKEN_SECRET',
      'CATALOG_ADMIN_TOKEN',
      'MESSAGING_ADMIN_TOKEN',
      'FORM_REQUESTS_ADMIN_TOKEN',
      'RETURNS_ADMIN_TOKEN',
      'ALLOWED_ORIGINS',
      'SMS_DRIVER',
      'MAIL_DRIVER',
    ]);
    expect(problems[0]).toMatch(/^DATABASE_URL: required in production/);
  });

  it('live production with everything set may start; one missing secret stops it with its line', () => {
    expect(startupProblems(loadEnv(live))).toEqual([]);
    const { LIVE_TOKEN_SECRET: _dropped, ...withoutOne } = live;
    expect(startupProblems(loadEnv(withoutOne))).toEqual([expect.stringMatching(/^LIVE_TOKEN_SECRET: required in production/)]);
  });

  it('the demo refuses any address but loopback', () => {
    const demo = (host: string) => startupProblems(loadEnv({ NODE_ENV: 'production', DEMO: 'true', API_HOST: host }));
    expect(demo('127.0.0.1')).toEqual([]);
    expect(demo('localhost')).toEqual([]);
    expect(demo('0.0.0.0')).toEqual([expect.stringMatching(/^API_HOST: the demo listens on loopback only/)]);
  });

  it('finding 1: live production never takes the sandbox, and YooKassa needs its shop id and key', () => {
    expect(startupProblems(loadEnv({ ...live, PAYMENT_PROVIDER: 'sandbox' }))).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER: sandbox is not allowed in production/)]);
    expect(startupProblems(loadEnv({ ...live, PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '481516' }))).toEqual([
      'YOOKASSA_SECRET_KEY: required with PAYMENT_PROVIDER=yookassa',
    ]);
    expect(startupProblems(loadEnv({ ...live, PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '481516', YOOKASSA_SECRET_KEY: 'live_key' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'production', DEMO: 'true', PAYMENT_PROVIDER: 'yookassa' }))).toHaveLength(2);
  });

  it('finding 1: the acquirer is YooKassa when configured, the sandbox outside live production, else none', () => {
    const yookassa = { PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '481516', YOOKASSA_SECRET_KEY: 'live_key' };
    expect(paymentProviderOf(loadEnv({ ...live, ...yookassa }))?.id).toBe('yookassa');
    expect(paymentProviderOf(loadEnv(live))).toBeNull();
    expect(paymentProviderOf(loadEnv({ ...live, PAYMENT_PROVIDER: 'sandbox' }))).toBeNull();
    expect(paymentProviderOf(loadEnv({ NODE_ENV: 'production', DEMO: 'true' }))?.id).toBe('sandbox');
    expect(paymentProviderOf(loadEnv({ NODE_ENV: 'development', ...yookassa }))?.id).toBe('yookassa');
  });

  it('development and tests start without any of it', () => {
    expect(startupProblems(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupProblems(loadEnv({ NODE_ENV: 'test' }))).toEqual([]);
  });
});

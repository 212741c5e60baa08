// The API's one SMS provider, chosen by SMS_DRIVER: the login's codes and the gift cards sent to
// their recipients share it (services/index.ts builds it; tests may pass their own to buildApp).
import { type Db } from '../../db';
import { type Env } from '../../env';
import { localSmsDriver } from './localDriver';
import { type SmsProvider } from './provider';

/** The local driver delivers outside production, or in production only when SMS_LOCAL_IN_PRODUCTION says so. */
export function localSmsAllowed(env: Env): boolean {
  return env.NODE_ENV !== 'production' || env.SMS_LOCAL_IN_PRODUCTION;
}

export function smsProviderOf(env: Env, db: Db, warn: (message: string) => void): SmsProvider {
  const enabled = localSmsAllowed(env);
  if (env.SMS_DRIVER === 'local' && !enabled) {
    warn(
      'SMS_DRIVER=local delivers nothing in production: login codes fail with send_sms_error and gift cards are not sent (SMS_LOCAL_IN_PRODUCTION=true allows it on a local run)',
    );
  }
  return localSmsDriver(db, { enabled });
}

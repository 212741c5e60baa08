// The API's one SMS provider, chosen by SMS_DRIVER: the login's codes and the gift cards sent to
// their recipients share it (services/index.ts builds it; tests may pass their own to buildApp).
// startupProblems (src/profile.ts) has already refused the local driver in live production and
// SMS.ru without its api_id.
import type { Db } from '../../db';
import type { Env } from '../../env';
import { allowsDemoShortcuts } from '../../profile';
import { localSmsDriver } from './localDriver';
import type { SmsProvider } from './provider';
import { smsRuDriver } from './smsRuDriver';

/** The local driver delivers everywhere but live production (the demo reads its codes from the outbox). */
export function localSmsAllowed(env: Env): boolean {
  return allowsDemoShortcuts(env);
}

export function smsProviderOf(env: Env, db: Db, warn: (message: string) => void): SmsProvider {
  if (env.SMS_DRIVER === 'smsru') {
    if (!env.SMSRU_API_ID) throw new Error('SMSRU_API_ID: required with SMS_DRIVER=smsru');
    return smsRuDriver({ apiUrl: env.SMSRU_API_URL, apiId: env.SMSRU_API_ID, ...(env.SMSRU_SENDER ? { sender: env.SMSRU_SENDER } : {}), warn });
  }
  const enabled = localSmsAllowed(env);
  if (!enabled) {
    warn(
      'SMS_DRIVER=local delivers nothing in production: login codes fail with send_sms_error and gift cards are not sent (the demo profile, DEMO=true, allows it on loopback)',
    );
  }
  return localSmsDriver(db, { enabled });
}

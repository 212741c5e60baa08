// The API's one mail provider, chosen by MAIL_DRIVER (services/index.ts builds it and closes it with
// the app): `smtp` hands letters to the SMTP relay of SMTP_URL as MAIL_FROM (smtpDriver.ts); `local`
// writes them to the outbox, everywhere but live production (the demo and the tests read letters
// there), as the SMS driver does. startupProblems (src/profile.ts) has already refused the local
// driver in live production and SMTP without its relay or sender; an app built without that check
// and the local driver in production refuses every letter (send_mail_error, nothing changed).
import type { Db } from '../../db';
import type { Env } from '../../env';
import { allowsDemoShortcuts } from '../../profile';
import { localMailDriver } from './localDriver';
import type { MailProvider } from './provider';
import { smtpDriver } from './smtpDriver';

/** The local outbox delivers, and its dev route exists, everywhere but live production. */
export function localMailAllowed(env: Env): boolean {
  return allowsDemoShortcuts(env);
}

export function mailProviderOf(env: Env, db: Db, warn: (message: string) => void): MailProvider {
  if (env.MAIL_DRIVER === 'smtp') {
    if (!env.SMTP_URL || !env.MAIL_FROM) throw new Error('SMTP_URL and MAIL_FROM: required with MAIL_DRIVER=smtp');
    return smtpDriver({ url: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_SECONDS * 1000, warn });
  }
  const enabled = localMailAllowed(env);
  if (!enabled) {
    warn('MAIL_DRIVER=local delivers nothing in production: e-mail changes are refused with send_mail_error (set MAIL_DRIVER=smtp, SMTP_URL and MAIL_FROM)');
  }
  return localMailDriver(db, { enabled });
}

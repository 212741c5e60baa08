// What the auth routes are built with: the clock (tests move it instead of sleeping), the SMS
// provider, the code hasher and the cookie and captcha settings.
import type { Db } from '../../db';
import type { CaptchaOptions } from './captcha';
import type { CodeHasher } from './codes';
import type { SmsProvider } from '../sms/provider';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  sms: SmsProvider;
  hasher: CodeHasher;
  /** Production: `__Host-sid` and Secure cookies. */
  secureCookies: boolean;
  captcha: CaptchaOptions;
}

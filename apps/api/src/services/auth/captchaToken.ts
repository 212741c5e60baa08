// Checks the captcha token of a call outside the login (gift-card lookup, product authentication,
// franchise form): `<uid_captcha>:<answer>` (api-contract captcha), spent once whatever the answer.
import { parseCaptchaToken } from '@ornament/api-contract';
import type { Db } from '../../db';
import { solveCaptcha } from './captcha';

/** True when the token names a live, unspent challenge and carries its answer; the challenge is spent either way. */
export async function captchaTokenPasses(db: Db, token: string | undefined | null, now: Date): Promise<boolean> {
  const parsed = parseCaptchaToken(token);
  if (!parsed) return false;
  return solveCaptcha(db, parsed.uid, parsed.answer, now);
}

// Captcha tokens for the calls outside the login (gift-card lookup `?captchaToken=`, product
// authentication's captcha header, the franchise form's `?captchaToken=`). The storefront fetches a
// challenge from the login's captcha call (paths.authCaptcha), the shopper types what the image
// shows, and the call carries `<uid_captcha>:<answer>`. The API spends the challenge whatever the
// answer: one guess per image.
import { z } from 'zod';

export { captchaTokenHeader } from './constants';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CaptchaToken {
  uid: string;
  answer: string;
}

export function formatCaptchaToken(uid: string, answer: string): string {
  return `${uid}:${answer.trim()}`;
}

/** The token's parts, or null when it is not `<uuid>:<1–12 characters>`. */
export function parseCaptchaToken(token: string | undefined | null): CaptchaToken | null {
  if (!token) return null;
  const at = token.indexOf(':');
  if (at < 0) return null;
  const uid = token.slice(0, at);
  const answer = token.slice(at + 1).trim();
  if (!uuid.test(uid) || answer.length === 0 || answer.length > 12) return null;
  return { uid: uid.toLowerCase(), answer };
}

export const captchaTokenSchema = z.string().max(64).refine((token) => parseCaptchaToken(token) !== null, 'Invalid captcha token');

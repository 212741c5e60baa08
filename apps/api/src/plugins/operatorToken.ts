// Operator calls (msg:send, product:update) carry a bearer token, compared in constant time with the
// configured one; a null token (production without it) authorises nobody.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function operatorAuthorised(adminToken: string | null, authorization: string | undefined): boolean {
  if (adminToken === null || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(adminToken));
}

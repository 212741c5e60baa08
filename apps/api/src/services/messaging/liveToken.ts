// The live channel's token (GET notification/ws-auth/): the signed-in user's id and an expiry, signed
// with HMAC-SHA256. The socket is opened with it within a minute; a wrong, altered or expired token
// is refused before the upgrade. Stateless, so any API replica verifies what another one issued.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LiveTokenSigner {
  issue(userId: string, now?: Date): { token: string; expiresAt: Date };
  /** The user id, or null for anything not issued by us or past its expiry. */
  verify(token: string, now?: Date): string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function liveTokenSigner(secret: string, ttlMs: number): LiveTokenSigner {
  const sign = (payload: string) => createHmac('sha256', secret).update(`live:${payload}`).digest('base64url');
  return {
    issue(userId, now = new Date()) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      const payload = `${userId}.${expiresAt.getTime()}`;
      return { token: `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`, expiresAt };
    },
    verify(token, now = new Date()) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined || token.length > 256) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const [userId, expires] = payload.split('.');
      if (!userId || !uuidPattern.test(userId) || !expires || !(Number(expires) > now.getTime())) return null;
      return userId;
    },
  };
}

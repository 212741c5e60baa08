// Signed preview links of complaint photos (spec 2 §7: file/preview-file/?fileId&expires&token): an
// HMAC of the file id and expiry, so the link works in an <img> without a session and stops working
// when it expires. The key is derived from LINK_SIGNING_SECRET, never the secret itself.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authenticityPaths } from '@ornament/api-contract';
import { authenticityLimits } from '@ornament/domain';

export interface PreviewSigner {
  /** The preview URL and its expiry (Unix seconds). */
  sign(fileId: string, now: Date): { url: string; expires: number };
  /** True when the token is this file's and expiry's, and the expiry is ahead but not beyond a link's lifetime. */
  verify(fileId: string, expires: number, token: string, now: Date): boolean;
}

export function createPreviewSigner(secret: string): PreviewSigner {
  const key = createHmac('sha256', secret).update('product-authentication-preview').digest();
  const tokenOf = (fileId: string, expires: number) => createHmac('sha256', key).update(`${fileId.toLowerCase()}:${expires}`).digest('base64url');
  return {
    sign(fileId, now) {
      const expires = Math.floor(now.getTime() / 1000) + authenticityLimits.previewLifetimeSeconds;
      const query = new URLSearchParams({ fileId, expires: String(expires), token: tokenOf(fileId, expires) });
      return { url: `${authenticityPaths.preview}?${query.toString()}`, expires };
    },
    verify(fileId, expires, token, now) {
      const seconds = Math.floor(now.getTime() / 1000);
      if (expires <= seconds || expires > seconds + authenticityLimits.previewLifetimeSeconds) return false;
      const expected = Buffer.from(tokenOf(fileId, expires));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

// The e-mail confirmation link's token (issue 19 finding 10): '<row id>.<HMAC-SHA256 of it>', the key
// derived from LINK_SIGNING_SECRET as the other signed links' are. The signature refuses a forged
// token before the database is asked; the row (email_verifications) makes it single use and 24 h long.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface EmailLinkSigner {
  tokenOf(id: string): string;
  /** The row id a token names, or null for anything malformed or forged. */
  idOf(token: string): string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function emailLinkSigner(secret: string): EmailLinkSigner {
  const key = createHmac('sha256', secret).update('email-confirmation').digest();
  const signatureOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  return {
    tokenOf: (id) => `${id}.${signatureOf(id)}`,
    idOf(token) {
      const [id, given, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !given || !uuidPattern.test(id)) return null;
      const expected = Buffer.from(signatureOf(id));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
    },
  };
}

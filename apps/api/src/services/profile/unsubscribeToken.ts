// The unsubscribe link of an e-mail (spec 3 §7 change-subscribes-mindbox): a token that names the
// account and the topic it may turn off, signed with HMAC-SHA256, so it works without a login and
// cannot be forged for someone else. '*' lets the link turn off any e-mail kind.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const anyTopic = '*';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, userId: string, topic: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${topic}`).digest('base64url');
}

/** What an e-mail's link carries: '<user id>.<topic>.<signature>'. */
export function unsubscribeToken(secret: string, userId: string, topic: string = anyTopic): string {
  return `${userId}.${topic}.${signature(secret, userId, topic)}`;
}

/** The account and topic a token allows, or null for anything malformed or forged. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: string } | null {
  const [userId, topic, given, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !topic || !given || !uuidPattern.test(userId) || !/^(\*|[a-z-]{1,64})$/.test(topic)) return null;
  const expected = Buffer.from(signature(secret, userId, topic));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, topic } : null;
}

// The notification centre's server-side rules (issue 7 leftovers): how long the bell keeps a
// message, and how often a shopper may ask for the live channel's token. The spec sets neither.

const day = 24 * 60 * 60 * 1000;

export const messageRetention = {
  /** A message the shopper has read or deleted is removed this long after it was sent. */
  readMs: 180 * day,
  /** Any message, unread ones too, is removed this long after it was sent. */
  anyMs: 365 * day,
} as const;

/**
 * GET notification/ws-auth/: the client asks once per page and on each of its reconnects (at most
 * 5, 5 s apart), so 60 a minute leaves room for a shopper browsing briskly in several tabs; an office
 * or a mobile carrier shares one address among many shoppers, hence the wider count per address.
 */
export const liveTokenLimits = {
  perUser: 60,
  perIp: 600,
  windowMs: 60_000,
} as const;

export const messagingServerMessages = {
  tooManyLiveTokens: 'Слишком много запросов. Попробуйте через минуту',
} as const;

/** The moments before which a message is old enough to remove: read (or deleted) ones, and any. */
export function messageRetentionCutoffs(now: Date): { read: Date; any: Date } {
  return { read: new Date(now.getTime() - messageRetention.readMs), any: new Date(now.getTime() - messageRetention.anyMs) };
}

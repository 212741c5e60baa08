import type { UserState } from '@ornament/auth-modal';

/** Whom offer/common/ is asked for: wait while a signed-in shopper's profile loads, then name them. */
export type OfferUser = { ready: false } | { ready: true; userId: string | undefined };

/**
 * filter[user_id] for a signed-in shopper (spec 3 §7 offer/common/). With the signed-in flag set and
 * the profile not loaded yet, the call waits for it rather than going out twice.
 */
export function offerUserOf(user: Pick<UserState, 'status' | 'isGuest' | 'user'>, signedInFlag: boolean): OfferUser {
  if (user.status !== 'fetched') return signedInFlag ? { ready: false } : { ready: true, userId: undefined };
  return { ready: true, userId: user.isGuest ? undefined : user.user?.id };
}

import { limits } from './limits';

/**
 * Spec 1 §4, spec 3 §4: the unread-messages popup belongs to every 5th session, counting from the
 * first (counter 1, 6, 11, …). Guests never get it.
 */
export function isMessagesSession(sessionCounter: number, isGuest: boolean): boolean {
  if (isGuest || !Number.isInteger(sessionCounter) || sessionCounter < 1) return false;
  return (sessionCounter - 1) % limits.sessionMessageEvery === 0;
}

/** How long a toast stays: longer when the shopper can close it (spec 1 §4). */
export function toastDurationMs(hasCloseControl: boolean): number {
  return hasCloseControl ? limits.toastWithCloseMs : limits.toastMs;
}

// Spec 3 §4 "Subscriptions": a toggle flips isChecked only when the call succeeds; spec 3 §8: a
// failing change keeps its error and takes a redirect flag from it (sign in again when the session is gone).
import type { Subscription } from '@ornament/api-contract';
import { firstErrorDetail, isApiClientError } from '@ornament/api-client';

export interface ToggleFailure {
  kind: string;
  message: string;
  /** The session ended (401) or the server sent the shopper elsewhere: offer to sign in. */
  redirect: boolean;
}

/** The kinds the storefront lists: mobile-push is kept by the API but hidden here. */
export function visibleSubscriptions(list: readonly Subscription[]): Subscription[] {
  return list.filter((item) => item.id !== 'mobile-push');
}

export function failureOf(kind: string, error: unknown, fallback: string): ToggleFailure {
  const redirect = isApiClientError(error) && (error.status === 401 || error.to !== undefined);
  return { kind, message: firstErrorDetail(error) ?? fallback, redirect };
}

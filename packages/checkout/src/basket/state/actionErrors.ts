// What a failed basket call means for the page (spec 3 §8): a 422 naming the 5-article limit opens
// the limit modal; another 422 with a detail becomes a warning keyed by its pointer (or 'order');
// anything else is the generic failure text. The page never shows a raw error.
import { isApiClientError } from '@ornament/api-client';
import { basketErrorCodes } from '@ornament/api-contract/http';
import { basketLimitText, basketPageMessages } from '@ornament/domain';

export type BasketFailure =
  | { kind: 'limit'; text: string }
  | { kind: 'warning'; key: string; text: string }
  | { kind: 'failed'; text: string };

/** Where order-wide warnings go when a 422 has no pointer. */
export const orderWarningKey = 'order';

export function failureOf(error: unknown): BasketFailure {
  if (!isApiClientError(error) || error.status !== 422) return { kind: 'failed', text: basketPageMessages.actionFailed };
  const first = error.errors[0];
  const detail = first?.detail?.trim() ?? '';
  if (first?.code === basketErrorCodes.limit || first?.meta?.limit !== undefined) return { kind: 'limit', text: basketLimitText(detail) };
  if (!detail) return { kind: 'failed', text: basketPageMessages.actionFailed };
  return { kind: 'warning', key: first?.source?.pointer ?? orderWarningKey, text: detail };
}

/**
 * Adding from a product page (spec 2 §5, spec 3 §8): any 422 about the limit opens the modal with
 * the server's detail or the default text; another 422 (a size that does not exist, nothing in
 * stock) shows its detail beside the button.
 */
export function addFailureOf(error: unknown): BasketFailure {
  const failure = failureOf(error);
  if (failure.kind === 'warning') return { kind: 'failed', text: failure.text };
  return failure;
}

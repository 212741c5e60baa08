// What the balance lookup shows (spec 2 §8): the card, or 'Карта не найдена…' on 404, the server's
// message on any other failure, and the support text when the answer has no card or its price is 0.
import { isApiClientError, firstErrorDetail } from '@ornament/api-client';
import type { GiftCardViewResponse } from '@ornament/api-contract';
import { formRequestResultTexts, giftCardMessages, giftCardUnusableText } from '@ornament/domain';

export type LookupOutcome = { kind: 'card'; view: GiftCardViewResponse } | { kind: 'message'; text: string };

export function cardOutcome(view: Partial<GiftCardViewResponse> | null | undefined, supportPhone: string): LookupOutcome {
  if (!view?.card || view.card.price <= 0) return { kind: 'message', text: giftCardUnusableText(supportPhone) };
  return { kind: 'card', view: { card: view.card, decor: view.decor ?? null } };
}

export function failureOutcome(error: unknown): LookupOutcome {
  if (isApiClientError(error) && error.kind === 'http' && error.status === 404) return { kind: 'message', text: giftCardMessages.notFound };
  return { kind: 'message', text: firstErrorDetail(error) || formRequestResultTexts.failureText };
}

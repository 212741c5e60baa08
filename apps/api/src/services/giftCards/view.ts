// The lookup's answer (spec 2 §3 "Gift card": card, dateBlocked, dateExpire, isBlocked, price, status, type, decor).
import type { GiftCardDecor, GiftCardViewResponse } from '@ornament/api-contract';
import type { CardRow } from './repository';

export function cardStatusOf(card: CardRow, now: Date): string {
  if (card.status === 'blocked' || card.blockedAt !== null) return 'blocked';
  if (card.expiresAt !== null && card.expiresAt < now) return 'expired';
  return card.status;
}

export function cardView(card: CardRow, decor: GiftCardDecor | null, now: Date): GiftCardViewResponse {
  const status = cardStatusOf(card, now);
  return {
    card: {
      card: card.number,
      dateBlocked: card.blockedAt?.toISOString() ?? null,
      dateExpire: card.expiresAt?.toISOString() ?? null,
      isBlocked: status === 'blocked',
      price: card.balance,
      status,
      type: card.type,
    },
    decor,
  };
}

// A bought card reaches its recipient as one SMS at its send time (issue 8): the text, and how the
// API retries when the SMS provider fails. Who bought it is not stored, so the text does not say.
import { formatPrice } from '../format/price';
import { brands } from '../tenant/brands';
import type { CurrencyCode } from '../tenant/codes';
import { formatGiftCardNumber } from './giftCardRules';

export const giftCardDeliveryRules = {
  /** Sends tried before giving up; the purchase then keeps its last error for an operator. */
  maxAttempts: 8,
  /** The wait after the first failure, doubled after each next one up to maxRetryMs. */
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
  /** The SMS carries the shopper's note and the recipient's name clipped to these lengths. */
  noteMaxLength: 160,
  nameMaxLength: 40,
} as const;

/** How long to wait after the attempt numbered `attempts` (1-based) failed. */
export function giftCardRetryDelayMs(attempts: number): number {
  const { firstRetryMs, maxRetryMs } = giftCardDeliveryRules;
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
}

export interface GiftCardSmsInput {
  recipientName: string;
  nominal: number;
  currency: CurrencyCode;
  cardNumber: string;
  note: string;
}

/** Runs of white space (a note's line breaks) become one space; longer text ends with '…'. */
export function clipText(text: string, maxLength: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // By code point, so an emoji is never cut in half.
  const chars = Array.from(flat);
  return chars.length <= maxLength ? flat : `${chars.slice(0, maxLength - 1).join('').trimEnd()}…`;
}

export function giftCardRecipientSms({ recipientName, nominal, currency, cardNumber, note }: GiftCardSmsInput): string {
  const name = clipText(recipientName, giftCardDeliveryRules.nameMaxLength);
  const wish = clipText(note, giftCardDeliveryRules.noteMaxLength);
  const greeting = name ? `${name}, вам подарок` : 'Вам подарок';
  const card = `подарочная карта «${brands.main.shopName}» на ${formatPrice(nominal, currency)}`;
  const lines = [`${greeting} — ${card}.`, `Номер карты: ${formatGiftCardNumber(cardNumber)}.`];
  if (wish) lines.push(`Пожелание: «${wish}»`);
  return lines.join(' ');
}

// Gift cards sold on /gift-card/ (spec 2 §2, §3, §7): the nominals on offer, the send-later time
// zones, the card number's shape and the lookup's limits. The API and the storefront read the same values.
import type { BrandId, CountryCode } from '../tenant/codes';
import { findTenant } from '../tenant/tenants';

/** Whether an edition sells gift cards: its tenant's link rule, which the page and the API both read (the Russian main site). */
export function sellsGiftCards(brand: BrandId, country: CountryCode): boolean {
  return findTenant(brand, country)?.links.giftCard === true;
}

/** Nominals a shopper may buy, in roubles (gift cards are sold only in Russia). */
export const giftCardNominals = [1000, 3000, 5000, 10_000, 15_000, 30_000] as const;
export type GiftCardNominal = (typeof giftCardNominals)[number];

export function isGiftCardNominal(value: number): value is GiftCardNominal {
  return (giftCardNominals as readonly number[]).includes(value);
}

/** A time zone the send-later picker offers: its label and its UTC offset as stored. */
export interface GiftCardTimezone {
  readonly label: string;
  readonly offset: string;
}

export const giftCardTimezones: readonly GiftCardTimezone[] = [
  { label: 'Калининград UTC+2:00', offset: '+02:00' },
  { label: 'Москва UTC+3:00', offset: '+03:00' },
  { label: 'Самара UTC+4:00', offset: '+04:00' },
  { label: 'Екатеринбург UTC+5:00', offset: '+05:00' },
  { label: 'Омск UTC+6:00', offset: '+06:00' },
  { label: 'Новосибирск UTC+7:00', offset: '+07:00' },
  { label: 'Иркутск UTC+8:00', offset: '+08:00' },
  { label: 'Якутск UTC+9:00', offset: '+09:00' },
  { label: 'Владивосток UTC+10:00', offset: '+10:00' },
  { label: 'Магадан UTC+11:00', offset: '+11:00' },
  { label: 'Камчатка UTC+12:00', offset: '+12:00' },
];

/** Spec 2 §3: the send-later time zone defaults to Moscow UTC+3:00. */
export const defaultGiftCardTimezone = 'Москва UTC+3:00';

/** The offset ('+03:00') of a time zone given by label or offset; null when it is not offered. */
export function giftCardTimezoneOffset(value: string): string | null {
  const zone = giftCardTimezones.find((tz) => tz.label === value || tz.offset === value);
  return zone?.offset ?? null;
}

export const giftCardRules = {
  /** A card number: 16 digits, random, unique. */
  numberLength: 16,
  /** The furthest ahead a card may be scheduled. */
  sendLaterMaxDays: 365,
  /** A bought card stays valid this long. */
  validityYears: 3,
  noteMaxLength: 300,
  /** Balance lookups per IP and per card number within the window. */
  lookupsPerIp: 20,
  lookupsPerCard: 5,
  lookupWindowMs: 10 * 60_000,
  /** Purchases started per IP within the window. */
  purchasesPerIp: 10,
  purchaseWindowMs: 10 * 60_000,
  /** Corporate requests: quantity bounds. */
  corporateMaxQuantity: 10_000,
} as const;

/** Spaces and dashes a shopper types into a card number are not part of it. */
export function normalizeGiftCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** '1234567812345678' → '1234 5678 1234 5678', for showing a card number. */
export function formatGiftCardNumber(number: string): string {
  return /^\d{16}$/.test(number) ? number.replace(/(\d{4})(?=\d)/g, '$1 ') : number;
}

import { describe, expect, it } from 'vitest';
import { defaultGiftCardTimezone, formatGiftCardNumber, giftCardTimezoneOffset, isGiftCardNominal, normalizeGiftCardNumber, sellsGiftCards } from './giftCardRules';

describe('gift card rules', () => {
  it('stores the default Moscow time zone as its offset', () => {
    expect(giftCardTimezoneOffset(defaultGiftCardTimezone)).toBe('+03:00');
    expect(giftCardTimezoneOffset('+07:00')).toBe('+07:00');
    expect(giftCardTimezoneOffset('Марс UTC+25:00')).toBeNull();
  });

  it('offers only the listed nominals', () => {
    expect(isGiftCardNominal(5000)).toBe(true);
    expect(isGiftCardNominal(4999)).toBe(false);
  });

  it('reads and shows card numbers', () => {
    expect(normalizeGiftCardNumber(' 1234 5678-1234 5678 ')).toBe('1234567812345678');
    expect(formatGiftCardNumber('1234567812345678')).toBe('1234 5678 1234 5678');
    expect(formatGiftCardNumber('1000-2000-3000-4000')).toBe('1000-2000-3000-4000');
  });

  it('sells cards on the Russian main site only', () => {
    expect(sellsGiftCards('main', 'RU')).toBe(true);
    expect(sellsGiftCards('diamant', 'RU')).toBe(false);
    expect(sellsGiftCards('main', 'KZ')).toBe(false);
    expect(sellsGiftCards('diamant', 'KZ')).toBe(false);
  });
});

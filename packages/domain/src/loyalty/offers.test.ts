import { describe, expect, it } from 'vitest';
import { bonusCurrencyOf, bonusSystemPageCode, liveOffers, offerDiscountText, productOfferOf } from './offers';

const now = Date.parse('2025-06-01T12:00:00Z');
const offer = (expires: string) => ({ id: expires, attributes: { 'date-expire': expires } });

describe('personal offers', () => {
  it('keeps only offers expiring more than the minimum lifetime ahead', () => {
    const kept = liveOffers(
      [offer('2025-06-01T12:00:59Z'), offer('2025-06-01T12:01:00Z'), offer('2025-06-01T12:01:01Z'), offer('2025-05-31T00:00:00Z'), offer('2025-07-01T00:00:00Z'), offer('soon')],
      now,
      60_000,
    );
    expect(kept.map((item) => item.id)).toEqual(['2025-06-01T12:01:01Z', '2025-07-01T00:00:00Z']);
  });

  it('picks the product page’s offer: the lowest price for the article, else the first', () => {
    const priced = (id: string, price: number | null) => ({ id, attributes: { price } });
    expect(productOfferOf([priced('a', null), priced('b', 9000), priced('c', 8000), priced('d', null)])?.id).toBe('c');
    expect(productOfferOf([priced('a', null), priced('b', null)])?.id).toBe('a');
    expect(productOfferOf([])).toBeUndefined();
  });

  it('shows the discount as a percentage or an amount in the storefront currency', () => {
    expect(offerDiscountText('percent', 15, 'RUB')).toBe('−15%');
    expect(offerDiscountText('fixed', 1000, 'RUB')).toBe('−1\u202f000\u00a0₽');
    expect(offerDiscountText('fixed', 5000, 'KZT')).toBe('−5\u202f000\u00a0₸');
  });
});

describe('bonus programme', () => {
  it('sends RUB or KZT as the bonus currency', () => {
    expect(bonusCurrencyOf('RUB')).toBe('RUB');
    expect(bonusCurrencyOf('KZT')).toBe('KZT');
    expect(bonusCurrencyOf('BYN')).toBe('RUB');
  });

  it('reads the second brand’s own programme page', () => {
    expect(bonusSystemPageCode('main')).toBe('bonus-system');
    expect(bonusSystemPageCode('diamant')).toBe('bonus-system-diamant');
  });
});

import { describe, expect, it } from 'vitest';
import { bestPersonalOffer, type OfferInput, usesEzvm } from './offers';

const base: OfferInput = {
  price: 10_000,
  oldPrice: null,
  currency: 'RUB',
  country: 'RU',
  productBrand: 'main',
  isMember: false,
  pointDiamant: false,
  useEzvm: false,
};

describe('bestPersonalOffer', () => {
  it('gives a guest nothing without flags', () => {
    expect(bestPersonalOffer(base)).toBeNull();
  });

  it('gives a member 7 % off a full-price item, rounded down', () => {
    expect(bestPersonalOffer({ ...base, isMember: true, price: 12_345 })).toEqual({ code: 'member-price', title: 'Персональная цена', percent: 7, price: 11_480 });
  });

  it('does not give the member price on a sale item', () => {
    expect(bestPersonalOffer({ ...base, isMember: true, oldPrice: 15_000 })).toBeNull();
  });

  it('picks the best single offer instead of stacking', () => {
    const offer = bestPersonalOffer({ ...base, isMember: true, useEzvm: true });
    expect(offer?.code).toBe('member-price');
    expect(offer?.price).toBe(9_300);
  });

  it('gives the Diamant salon price only to Diamant products picked up at a salon', () => {
    expect(bestPersonalOffer({ ...base, pointDiamant: true })).toBeNull();
    expect(bestPersonalOffer({ ...base, pointDiamant: true, productBrand: 'diamant' })?.price).toBe(9_700);
  });

  it('gives the online-payment offer in Russia only', () => {
    expect(bestPersonalOffer({ ...base, useEzvm: true })?.price).toBe(9_800);
    expect(bestPersonalOffer({ ...base, useEzvm: true, country: 'KZ', currency: 'KZT' })).toBeNull();
  });

  it('keeps kopecks for Belarusian roubles and ignores zero prices', () => {
    expect(bestPersonalOffer({ ...base, isMember: true, currency: 'BYN', country: 'BY', price: 333.33 })?.price).toBe(309.99);
    expect(bestPersonalOffer({ ...base, isMember: true, price: 0 })).toBeNull();
  });
});

describe('usesEzvm', () => {
  it('S3.5.10 the diamond brand never asks for the online-payment offer; Russia’s main shops do, other countries not', () => {
    expect(usesEzvm('RU', 'main')).toBe(true);
    expect(usesEzvm('RU', 'diamant')).toBe(false);
    expect(usesEzvm('KZ', 'main')).toBe(false);
  });
});

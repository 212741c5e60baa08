// Shop-window prices: RUB ends in 90/990 like a price tag; KZT and BYN are converted at the seed's
// rates and rounded to round figures ('45 000 ₸', '350 Br').
import type { CurrencyColumn } from '../schema';

/** How many units of each currency one rouble buys, matching the currency-rates handbook. */
export const seedRates = { RUB: 1, KZT: 5.6, BYN: 1 / 28 } as const satisfies Record<CurrencyColumn, number>;

export function niceRub(value: number): number {
  if (value < 1000) return Math.max(90, Math.ceil(value / 100) * 100 - 10);
  if (value < 100_000) return Math.ceil(value / 1000) * 1000 - 10;
  return Math.ceil(value / 10_000) * 10_000 - 10;
}

export function niceKzt(value: number): number {
  if (value < 100_000) return Math.max(100, Math.round(value / 100) * 100);
  return Math.round(value / 1000) * 1000;
}

export function niceByn(value: number): number {
  if (value < 1000) return Math.max(1, Math.round(value));
  return Math.round(value / 10) * 10;
}

export interface CurrencyPrice {
  currency: CurrencyColumn;
  price: number;
  oldPrice: number | null;
}

/** Prices in every currency from a raw RUB cost; `discountPercent` adds an old price above it. */
export function pricesOf(rawRub: number, discountPercent: number | null): CurrencyPrice[] {
  const rub = niceRub(rawRub);
  const oldRub = discountPercent === null ? null : niceRub(rub / (1 - discountPercent / 100));
  const convert = (currency: CurrencyColumn, nice: (v: number) => number): CurrencyPrice => ({
    currency,
    price: nice(rub * seedRates[currency]),
    oldPrice: oldRub === null ? null : nice(oldRub * seedRates[currency]),
  });
  return [{ currency: 'RUB', price: rub, oldPrice: oldRub }, convert('KZT', niceKzt), convert('BYN', niceByn)];
}

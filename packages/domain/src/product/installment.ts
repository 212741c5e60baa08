import type { CountryCode } from '../tenant/codes';

/** Sber installment on the product page (spec 2 §9): Russia only, 6 months, for 3 000–1 000 000 ₽. */
export const installmentTerms = {
  months: 6,
  minPrice: 3_000,
  maxPrice: 1_000_000,
} as const;

export interface Installment {
  months: number;
  /** The monthly payment, rounded up to whole roubles. */
  minPayment: number;
}

export function installmentOf(price: number, country: CountryCode): Installment | null {
  if (country !== 'RU') return null;
  if (!(price >= installmentTerms.minPrice && price <= installmentTerms.maxPrice)) return null;
  return { months: installmentTerms.months, minPayment: Math.ceil(price / installmentTerms.months) };
}

import type { CurrencyCode } from './codes';

export interface CurrencyInfo {
  readonly code: CurrencyCode;
  /** What a price shows after the number (spec 1 §1). */
  readonly symbol: string;
  /** The Russian word the catalogue sends as the currency `text` (spec 2 §3). */
  readonly text: string;
  readonly minorUnits: number;
}

export const currencies: Readonly<Record<CurrencyCode, CurrencyInfo>> = {
  RUB: { code: 'RUB', symbol: '₽', text: 'руб.', minorUnits: 2 },
  KZT: { code: 'KZT', symbol: '₸', text: 'тенге', minorUnits: 2 },
  BYN: { code: 'BYN', symbol: 'Br', text: 'бел. руб.', minorUnits: 2 },
};

import { currencies } from '../tenant/currencies';
import type { CurrencyCode } from '../tenant/codes';
import { formatNumber, unitSeparator } from './number';

/**
 * A price as shoppers see it: '12 990 ₽', '45 000 ₸', '350 Br'. Whole amounts show no decimals;
 * anything with kopecks shows exactly two ('12 990,50 ₽').
 */
export function formatPrice(amount: number, currencyCode: CurrencyCode): string {
  const { symbol, minorUnits } = currencies[currencyCode];
  const scale = 10 ** minorUnits;
  const isWhole = Math.round(amount * scale) % scale === 0;
  const number = formatNumber(isWhole ? Math.round(amount) : amount, { fractionDigits: isWhole ? 0 : minorUnits });
  return `${number}${unitSeparator}${symbol}`;
}

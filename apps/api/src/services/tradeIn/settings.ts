// The trade-in settings of a currency: price per gram per metal and fineness, and the rules (credit
// cap, weight taken off for inserts). A request's currency follows its country: tenge in Kazakhstan,
// roubles elsewhere.
import type { TradeInSettings } from '@ornament/api-contract';
import {
  type TradeInPrice,
  type TradeInRules,
  tradeInInsertNames,
  tradeInInserts,
  tradeInJewelryTypeNames,
  tradeInJewelryTypes,
  tradeInLimits,
  tradeInMetalNames,
  tradeInMetals,
} from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { tradeInPrices, tradeInRules } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';
import { storefrontOf } from '../loyalty/storefront';

export type TradeInCurrency = 'RUB' | 'KZT';

type Headers = Record<string, string | string[] | undefined>;

export function tradeInCurrencyOf(headers: Headers): TradeInCurrency {
  return storefrontOf(headers).country === 'KZ' ? 'KZT' : 'RUB';
}

export interface LoadedSettings {
  prices: TradeInPrice[];
  rules: TradeInRules;
}

export async function loadSettings(db: Db, currency: TradeInCurrency): Promise<LoadedSettings> {
  const [rules] = await db.select().from(tradeInRules).where(eq(tradeInRules.currency, currency)).limit(1);
  // Without rules the shop does not run trade-in in this currency: a server set-up fault, said plainly.
  if (!rules) throw new HttpError(503, 'trade_in_unavailable', `Trade-in is not configured for ${currency}`);
  const rows = await db
    .select({ metal: tradeInPrices.metal, fineness: tradeInPrices.fineness, pricePerGram: tradeInPrices.pricePerGram })
    .from(tradeInPrices)
    .where(eq(tradeInPrices.currency, currency))
    .orderBy(asc(tradeInPrices.metal), asc(tradeInPrices.fineness));
  return { prices: rows, rules: { currency, maxCreditPercent: rules.maxCreditPercent, insertDeductionPercent: rules.insertDeductionPercent } };
}

export function settingsView({ prices, rules }: LoadedSettings, currency: TradeInCurrency): TradeInSettings {
  return {
    currency,
    maxCreditPercent: rules.maxCreditPercent,
    limits: { ...tradeInLimits },
    types: tradeInJewelryTypes.map((code) => ({ code, name: tradeInJewelryTypeNames[code] })),
    inserts: tradeInInserts.map((code) => ({ code, name: tradeInInsertNames[code], deductionPercent: rules.insertDeductionPercent[code] })),
    metals: tradeInMetals
      .map((code) => ({
        code,
        name: tradeInMetalNames[code],
        fineness: prices.filter((p) => p.metal === code).map((p) => ({ value: p.fineness, pricePerGram: p.pricePerGram })),
      }))
      .filter((metal) => metal.fineness.length > 0),
  };
}

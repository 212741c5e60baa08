// Delivery terms and currency rates. Rates follow the central-bank style (value in RUB for `nominal`
// units) and agree with the rates the seed converted prices with.
import { type CurrencyRates, type DeliveryInfo } from '@ornament/api-contract';
import { type CurrencyCode } from '@ornament/domain';
import { seedRates } from '../../db/seed/pricing';

const deliveryByCurrency: Readonly<Record<CurrencyCode, Omit<DeliveryInfo, 'currency'>>> = {
  RUB: { delivery_price: 290, free_delivery_from: 3000, courier_days: 2, pickup_days: 3 },
  KZT: { delivery_price: 1500, free_delivery_from: 17_000, courier_days: 3, pickup_days: 4 },
  BYN: { delivery_price: 10, free_delivery_from: 110, courier_days: 4, pickup_days: 5 },
};

export function deliveryInfoOf(currency: CurrencyCode): DeliveryInfo {
  return { ...deliveryByCurrency[currency], currency };
}

const nominals: Readonly<Record<CurrencyCode, number>> = { RUB: 1, KZT: 100, BYN: 1 };

/** Rates as of the start of the current UTC day: they change daily at most. */
export function currencyRatesAt(now: Date): CurrencyRates {
  const data = Object.fromEntries(
    (Object.keys(nominals) as CurrencyCode[]).map((code) => [
      code,
      { value: Math.round((nominals[code] / seedRates[code]) * 10_000) / 10_000, nominal: nominals[code] },
    ]),
  ) as CurrencyRates['data'];
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { data, meta: { base: 'RUB', timestamp: day } };
}

// Delivery terms and currency rates. The terms are the country's own tariffs, the ones the basket
// charges: courier (sim) price and free threshold, courier and pickup-point days. Rates follow the
// central-bank style (value in RUB for `nominal` units) and agree with the rates the seed converted
// prices with.
import type { CurrencyRates, DeliveryInfo } from '@ornament/api-contract';
import { type CountryCode, type CurrencyCode, countries } from '@ornament/domain';
import type { Db } from '../../db';
import { seedRates } from '../../db/seed/pricing';
import { tariffsFor } from '../basket/delivery/tariffs';

/** The country-wide tariffs (no city's own rows), or null when the country has no courier tariff. */
export async function deliveryInfoOf(db: Db, country: CountryCode): Promise<DeliveryInfo | null> {
  const tariffs = await tariffsFor(db, country, '');
  const courier = tariffs.get('sim');
  if (!courier) return null;
  const pickup = tariffs.get('pvz') ?? tariffs.get('zvm');
  return {
    delivery_price: courier.price,
    free_delivery_from: courier.freeFrom ?? 0,
    courier_days: courier.days,
    pickup_days: pickup?.days ?? courier.days,
    currency: (courier.currency as CurrencyCode | undefined) ?? countries[country].currency,
  };
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

// Delivery tariffs (issue 6): every country gets courier (sim), pickup from a shop today (in_stock),
// delivery to a shop (zvm) and pickup points (pvz); express courier and express delivery to a shop
// only in cities of a million and more. Prices in the currency the country's baskets are priced in.
import { type CountryCode, type CurrencyCode, cities, countryCodes } from '@ornament/domain';
import type { Db } from '../../client';
import { deliveryTariffs } from '../../schema';
import { insertInBatches, syncSequence } from '../batches';

type TariffInsert = typeof deliveryTariffs.$inferInsert;

interface Prices {
  currency: CurrencyCode;
  sim: number;
  simFree: number;
  express: number;
  expressFree: number;
  pvz: number;
  pvzFree: number;
}

const byCurrency: Record<CurrencyCode, Omit<Prices, 'currency'>> = {
  RUB: { sim: 390, simFree: 5000, express: 790, expressFree: 30_000, pvz: 199, pvzFree: 3000 },
  KZT: { sim: 2000, simFree: 25_000, express: 4000, expressFree: 150_000, pvz: 1000, pvzFree: 15_000 },
  BYN: { sim: 12, simFree: 150, express: 25, expressFree: 900, pvz: 6, pvzFree: 100 },
};

const currencyOf: Partial<Record<CountryCode, CurrencyCode>> = { KZ: 'KZT', BY: 'BYN' };
const courierSlots = ['10:00-14:00', '14:00-18:00', '18:00-22:00'];
/** Further countries wait longer for everything sent from Russia. */
const extraDays: Partial<Record<CountryCode, number>> = { AM: 5, KG: 5, RO: 7, MD: 6 };

export function generateDeliveryTariffs(): TariffInsert[] {
  const rows: TariffInsert[] = [];
  for (const country of countryCodes) {
    const currency = currencyOf[country] ?? 'RUB';
    const price = byCurrency[currency];
    const late = extraDays[country] ?? 0;
    rows.push(
      { countryCode: country, orderType: 'sim', currency, price: price.sim, freeFrom: price.simFree, days: 2 + late, cutoffHour: 14, slots: courierSlots },
      { countryCode: country, orderType: 'in_stock', currency, price: 0, freeFrom: null, days: 0, cutoffHour: 19, reservationDays: 7 },
      { countryCode: country, orderType: 'zvm', currency, price: 0, freeFrom: null, days: 3 + late, cutoffHour: 14, reservationDays: 7 },
      { countryCode: country, orderType: 'pvz', currency, price: price.pvz, freeFrom: price.pvzFree, days: 3 + late, cutoffHour: 14, reservationDays: 5 },
    );
    for (const city of cities.filter((candidate) => candidate.countryCode === country && candidate.population >= 1_000_000)) {
      rows.push(
        { countryCode: country, cityGuid: city.guid, orderType: 'sim', currency, price: price.sim, freeFrom: price.simFree, days: 1, cutoffHour: 14, slots: courierSlots },
        { countryCode: country, cityGuid: city.guid, orderType: 'express', currency, price: price.express, freeFrom: price.expressFree, days: 0, cutoffHour: 18 },
        { countryCode: country, cityGuid: city.guid, orderType: 'express_zvm', currency, price: 0, freeFrom: null, days: 1, cutoffHour: 16, reservationDays: 7 },
      );
    }
  }
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}

export async function seedDeliveryTariffs(tx: Db): Promise<number> {
  const rows = generateDeliveryTariffs();
  await tx.delete(deliveryTariffs);
  await insertInBatches(tx, deliveryTariffs, rows);
  await syncSequence(tx, 'delivery_tariffs');
  return rows.length;
}

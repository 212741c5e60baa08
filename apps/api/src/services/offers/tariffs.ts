// Delivery tariffs (delivery_tariffs, seeded per country and for some cities): a city's own row of an
// order type wins over the country's row of that type.
import { type CountryCode, type OrderType, isOrderType } from '@ornament/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { deliveryTariffs } from '../../db/schema';
import type { LocalDay } from './zone';

export interface Tariff {
  orderType: OrderType;
  currency: string;
  price: number;
  freeFrom: number | null;
  days: number;
  cutoffHour: number;
  reservationDays: number;
}

type TariffRow = typeof deliveryTariffs.$inferSelect;

export interface TariffBook {
  /** The tariffs of a city by order type (its own rows over its country's). */
  of(country: CountryCode, cityGuid: string): Map<OrderType, Tariff>;
}

export async function loadTariffs(db: Db, countryCodes: readonly CountryCode[]): Promise<TariffBook> {
  const rows = countryCodes.length === 0 ? [] : await db.select().from(deliveryTariffs).where(inArray(deliveryTariffs.countryCode, [...new Set(countryCodes)]));
  const cache = new Map<string, Map<OrderType, Tariff>>();
  return {
    of(country, cityGuid) {
      const key = `${country}:${cityGuid}`;
      let book = cache.get(key);
      if (!book) {
        book = tariffsOfCity(rows, country, cityGuid);
        cache.set(key, book);
      }
      return book;
    },
  };
}

function tariffsOfCity(rows: readonly TariffRow[], country: CountryCode, cityGuid: string): Map<OrderType, Tariff> {
  const book = new Map<OrderType, Tariff>();
  const mine = rows.filter((row) => row.countryCode === country && (row.cityGuid === null || row.cityGuid.toLowerCase() === cityGuid));
  // Country rows first, so the city's own rows overwrite them.
  for (const row of mine.sort((a, b) => Number(a.cityGuid !== null) - Number(b.cityGuid !== null))) {
    if (!isOrderType(row.orderType)) continue;
    book.set(row.orderType, {
      orderType: row.orderType,
      currency: row.currency,
      price: Number(row.price),
      freeFrom: row.freeFrom === null ? null : Number(row.freeFrom),
      days: row.days,
      cutoffHour: row.cutoffHour,
      reservationDays: row.reservationDays,
    });
  }
  return book;
}

/** Days until an order placed now arrives: the tariff's, one more once its cut-off hour has passed. */
export function daysFromNow(days: number, cutoffHour: number, today: LocalDay): number {
  return days + (today.hour >= cutoffHour ? 1 : 0);
}

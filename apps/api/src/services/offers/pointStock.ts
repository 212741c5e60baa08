// Stock of the lines where it matters for the map: at the listed shops (received today), and in all
// shops of each country (received there later: shipped to another shop, zvm, or to a pickup point).
import { type CountryCode, cityByGuid, isStockShown } from '@ornament/domain';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { stock, stores } from '../../db/schema';
import type { Line } from './lines';

export interface LineStock {
  /** Units of a line held by a shop. */
  atStore(storeId: number, line: Line): number;
  /** Units of a line in all shops of a country. */
  inCountry(country: CountryCode, line: Line): number;
}

const key = (productId: number, size: string) => `${productId}#${size}`;

export async function loadLineStock(db: Db, lines: readonly Line[], storeIds: readonly number[]): Promise<LineStock> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [storeRows, cityRows] =
    productIds.length === 0
      ? [[], []]
      : await Promise.all([
          storeIds.length === 0
            ? Promise.resolve([])
            : db
                .select({ storeId: stock.storeId, productId: stock.productId, size: stock.size, quantity: stock.quantity })
                .from(stock)
                .where(and(inArray(stock.productId, productIds), inArray(stock.storeId, [...storeIds]))),
          db
            .select({ cityGuid: stores.cityGuid, productId: stock.productId, size: stock.size, quantity: sql<number>`sum(${stock.quantity})::int`.mapWith(Number) })
            .from(stock)
            .innerJoin(stores, sql`${stores.id} = ${stock.storeId}`)
            .where(inArray(stock.productId, productIds))
            .groupBy(stores.cityGuid, stock.productId, stock.size),
        ]);
  const atStore = new Map(storeRows.map((row) => [`${row.storeId}:${key(row.productId, row.size)}`, row.quantity]));
  const inCountry = new Map<string, number>();
  for (const row of cityRows) {
    const country = cityByGuid(row.cityGuid)?.countryCode;
    if (!country) continue;
    const k = `${country}:${key(row.productId, row.size)}`;
    inCountry.set(k, (inCountry.get(k) ?? 0) + row.quantity);
  }
  return {
    atStore: (storeId, line) => atStore.get(`${storeId}:${key(line.productId, line.size)}`) ?? 0,
    inCountry: (country, line) => (isStockShown(line.catalog, country) ? (inCountry.get(`${country}:${key(line.productId, line.size)}`) ?? 0) : 0),
  };
}

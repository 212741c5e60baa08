// Delivery tariffs of a country, the city's own rows overriding the country's default per order type.
import { type CountryCode, type OrderType, isOrderType } from '@ornament/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db';
import { deliveryTariffs } from '../../../db/schema';
import { deliveryServiceOf, servicePrice } from '../../offers/deliveryServices';

export type TariffRow = typeof deliveryTariffs.$inferSelect;

export async function tariffsFor(db: Db, country: CountryCode, cityGuid: string): Promise<Map<OrderType, TariffRow>> {
  const rows = await db
    .select()
    .from(deliveryTariffs)
    .where(and(eq(deliveryTariffs.countryCode, country), or(isNull(deliveryTariffs.cityGuid), eq(deliveryTariffs.cityGuid, cityGuid))));
  const byType = new Map<OrderType, TariffRow>();
  for (const row of rows) {
    if (!isOrderType(row.orderType)) continue;
    const current = byType.get(row.orderType);
    if (!current || (current.cityGuid === null && row.cityGuid !== null)) byType.set(row.orderType, row);
  }
  return byType;
}

/** The pvz tariff as the chosen delivery service offers it (its extra days and price share), as the points list shows it. */
export function throughService(tariffs: Map<OrderType, TariffRow>, serviceId: string | null): Map<OrderType, TariffRow> {
  const pvz = tariffs.get('pvz');
  const service = serviceId ? deliveryServiceOf(serviceId) : undefined;
  if (!pvz || !service) return tariffs;
  return new Map(tariffs).set('pvz', { ...pvz, days: pvz.days + service.extraDays, price: servicePrice(pvz.price, service) });
}

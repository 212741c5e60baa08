// Where a basket may be received: a shop of the shopper's country, a pickup point, a saved address.
import { type CountryCode, cityByGuid } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { pickupPoints, stores } from '../../../db/schema';

export async function storeInCountry(db: Db, storeId: number, country: CountryCode): Promise<boolean> {
  const [row] = await db.select({ cityGuid: stores.cityGuid }).from(stores).where(eq(stores.id, storeId)).limit(1);
  return row !== undefined && cityByGuid(row.cityGuid)?.countryCode === country;
}

export async function pickupPointOf(db: Db, code: string, country: CountryCode): Promise<{ code: string; deliveryServiceId: string } | null> {
  const [row] = await db
    .select({ code: pickupPoints.code, deliveryServiceId: pickupPoints.deliveryServiceId, cityGuid: pickupPoints.cityGuid })
    .from(pickupPoints)
    .where(eq(pickupPoints.code, code))
    .limit(1);
  return row && cityByGuid(row.cityGuid)?.countryCode === country ? { code: row.code, deliveryServiceId: row.deliveryServiceId } : null;
}

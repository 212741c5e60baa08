// Reads and writes of saved addresses, always scoped to the owner: a row of another user is simply
// not found, so it can be neither read nor changed.
import type { DeliveryAddress } from '@ornament/api-contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { deliveryAddresses } from '../../db/schema';

export type AddressRow = typeof deliveryAddresses.$inferSelect;
export type AddressValues = Omit<typeof deliveryAddresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function toDeliveryAddress(row: AddressRow): DeliveryAddress {
  return {
    id: row.id,
    country_fias_id: row.countryFiasId,
    region_fias_id: row.regionFiasId,
    city_fias_id: row.cityFiasId,
    address: row.address,
    region: row.region,
    city: row.city,
    street: row.street,
    house: row.house,
    apartment: row.apartment,
    floor: row.floor,
    porch: row.porch,
    intercom: row.intercom,
  };
}

/** Oldest first, so the last entry is the newest (the one the checkout falls back to). */
export async function addressesOf(db: Db, userId: string): Promise<AddressRow[]> {
  return db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).orderBy(asc(deliveryAddresses.createdAt), asc(deliveryAddresses.id));
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: string, values: AddressValues): Promise<AddressRow> {
  const [row] = await db.insert(deliveryAddresses).values({ ...values, userId }).returning();
  return row!;
}

export async function updateAddress(db: Db, userId: string, id: number, values: AddressValues): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(deliveryAddresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .returning({ id: deliveryAddresses.id });
  return rows.length > 0;
}

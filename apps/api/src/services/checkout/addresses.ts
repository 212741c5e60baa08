// The shopper's saved courier addresses as order creation needs them: one by id (only their own),
// and whether they have any (the address text then says 'добавьте или выберите').
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { deliveryAddresses } from '../../db/schema';
import type { SavedAddress } from './delivery';

export async function savedAddressFor(db: Db, userId: string, id: number | null): Promise<{ address: SavedAddress | null; hasAny: boolean }> {
  const columns = {
    id: deliveryAddresses.id,
    address: deliveryAddresses.address,
    region: deliveryAddresses.region,
    city: deliveryAddresses.city,
    street: deliveryAddresses.street,
    house: deliveryAddresses.house,
    apartment: deliveryAddresses.apartment,
    floor: deliveryAddresses.floor,
    porch: deliveryAddresses.porch,
    intercom: deliveryAddresses.intercom,
  };
  const [own] = id === null ? [] : await db.select(columns).from(deliveryAddresses).where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.id, id))).limit(1);
  if (own) return { address: own, hasAny: true };
  const [any] = await db.select({ id: deliveryAddresses.id }).from(deliveryAddresses).where(eq(deliveryAddresses.userId, userId)).limit(1);
  return { address: null, hasAny: any !== undefined };
}

// Writes the split orders of one checkout: a master id and order numbers from their sequences, the
// orders, their lines (prices copied at purchase time) and the stock reservation of every line.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { type OrderRecipient, orderItems, orders, stockReservations } from '../../db/schema';
import type { AppliedRule } from '../basket/calculate';
import type { DeliveryPlan } from './delivery';
import { type OrderDraft, shareByWeight } from './split';

export interface OrderWrite {
  userId: string;
  placedBy: string | null;
  recipient: OrderRecipient;
  currency: string;
  comment: string | null;
  plan: DeliveryPlan;
  /** Pickup orders wait this many days from the receiving date. */
  reservationDays: number | null;
  rules: readonly AppliedRule[];
  giftCardNumber: string | null;
  employeeDiscount: boolean;
  callBackRequest: boolean;
  idempotencyKey: string;
  now: Date;
}

export interface WrittenOrder {
  id: number;
  number: string;
  total: number;
  deliveryCost: number;
}

async function nextValue(db: Db, sequence: 'master_order_id_seq' | 'order_number_seq'): Promise<number> {
  const result: unknown = await db.execute(sql`select nextval(${sequence}::regclass)::int as value`);
  const rows = (result as { rows?: { value: number }[] }).rows ?? [];
  return Number(rows[0]!.value);
}

function reserveUntilOf(plan: DeliveryPlan, reservationDays: number | null, now: Date): Date | null {
  if (plan.deliveryType !== 'pickup' || reservationDays === null) return null;
  const from = plan.deliveryDate ? new Date(`${plan.deliveryDate}T23:59:59Z`) : now;
  return new Date(from.getTime() + reservationDays * 24 * 60 * 60 * 1000);
}

export async function writeOrders(db: Db, drafts: readonly OrderDraft[], write: OrderWrite): Promise<{ masterOrderId: number; orders: WrittenOrder[] }> {
  const masterOrderId = await nextValue(db, 'master_order_id_seq');
  const weights = drafts.map((draft) => draft.itemsCost);
  const ruleShares = write.rules.map((rule) => shareByWeight(rule.amount, weights));
  const written: WrittenOrder[] = [];
  for (const [i, draft] of drafts.entries()) {
    const number = String(await nextValue(db, 'order_number_seq'));
    const { plan } = write;
    const [order] = await db
      .insert(orders)
      .values({
        number,
        masterOrderId,
        userId: write.userId,
        placedBy: write.placedBy,
        status: 'N',
        paid: false,
        paymentMethod: plan.paymentMethod,
        deliveryType: plan.deliveryType,
        storeId: plan.pickupStoreId ?? draft.shippingStoreId,
        address: plan.address,
        recipient: write.recipient,
        currency: write.currency,
        itemsCost: draft.itemsCost,
        deliveryCost: draft.deliveryCost,
        bonusesSpent: draft.bonusesSpent,
        total: draft.total,
        comment: write.comment,
        reserveUntil: reserveUntilOf(plan, write.reservationDays, write.now),
        orderType: plan.orderType,
        pvzCode: plan.pvzCode,
        deliveryAddress: plan.deliveryAddress,
        deliveryDate: plan.deliveryDate,
        timeSlotId: plan.slot?.id ?? null,
        timeFrom: plan.slot?.from ?? null,
        timeTo: plan.slot?.to ?? null,
        promotions: write.rules.map((rule, r) => ({ code: rule.code, name: rule.name, amount: ruleShares[r]![i]! })),
        discount: draft.discount,
        starsSpent: draft.starsSpent,
        giftCardNumber: draft.giftCardSpent > 0 ? write.giftCardNumber : null,
        giftCardSpent: draft.giftCardSpent,
        employeeDiscount: write.employeeDiscount,
        callBackRequest: write.callBackRequest,
        // The (user, key) index is unique: the first order carries the key, a second guard against doubles.
        idempotencyKey: i === 0 ? write.idempotencyKey : null,
        createdAt: write.now,
        updatedAt: write.now,
      })
      .returning({ id: orders.id });
    const items = await db
      .insert(orderItems)
      .values(
        draft.items.map((item) => ({
          orderId: order!.id,
          productId: item.line.productId,
          article: item.line.article,
          urlCode: item.line.urlCode,
          name: item.line.title,
          size: item.line.size,
          quantity: item.quantity,
          price: item.line.unitPrice,
          oldPrice: crossedOut(item.line.unitPrice, item.line.basePrice, item.line.oldPrice),
        })),
      )
      .returning({ id: orderItems.id });
    await db.insert(stockReservations).values(
      draft.items.map((item, j) => ({ orderItemId: items[j]!.id, productId: item.line.productId, size: item.line.size, storeId: item.storeId, quantity: item.quantity })),
    );
    written.push({ id: order!.id, number, total: draft.total, deliveryCost: draft.deliveryCost });
  }
  return { masterOrderId, orders: written };
}

/** The crossed-out price of a line: the highest earlier price above what the shopper pays. */
function crossedOut(paid: number, base: number, old: number | null): number | null {
  const highest = Math.max(base, old ?? 0);
  return highest > paid ? highest : null;
}

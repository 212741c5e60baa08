// Writes the seeded accounts' order history (orderPlan.ts) from real seeded products and stores,
// priced in the account's currency. A re-seed replaces these accounts' orders only. Dates count back
// from `now` (the day the seed runs, see SeedOptions.ordersNow), so reserves and the return window
// are live whenever the shop is tried; everything else is the same on every run.
import { type CountryCode, type CurrencyCode, type OrderTenders, cityByGuid, countries, isCompletedStatus, refundSplit, returnRefundMethodOf } from '@ornament/domain';
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { orderItems, orders, products, returnItems, returns, stores } from '../schema';
import { type PlannedOrder, orderPlan } from './orderPlan';
import { createRandom, type Random } from './random';
import { type SeededUserKey, seededUsers } from './users';

const day = 24 * 60 * 60 * 1000;

export interface SeedProduct {
  id: number;
  article: string;
  urlCode: string;
  name: string;
  sizes: string[];
  priceRub: number;
  oldPriceRub: number | null;
  priceKzt: number;
  oldPriceKzt: number | null;
}

export interface SeedStore {
  id: number;
  country: CountryCode;
}

export interface Owner {
  key: SeededUserKey;
  id: string;
  country: CountryCode;
}

type OrderInsert = typeof orders.$inferInsert;
type ItemInsert = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export interface GeneratedReturn {
  row: Omit<typeof returns.$inferInsert, 'orderId'>;
  /** Indexes into the order's items with the quantity returned. */
  items: { index: number; quantity: number }[];
}

export interface GeneratedOrder {
  row: OrderInsert;
  items: ItemInsert[];
  returns: GeneratedReturn[];
}

const addresses: Record<string, readonly string[]> = {
  RU: ['Москва, ул. Тверская, д. 12, кв. 45', 'Москва, Ленинский пр-т, д. 30, кв. 8', 'Москва, ул. Профсоюзная, д. 64, кв. 112'],
  KZ: ['Астана, пр. Мангилик Ел, д. 20, кв. 14', 'Астана, ул. Кенесары, д. 40, кв. 3', 'Астана, пр. Республики, д. 7, кв. 91'],
};

const onlineMethod: Record<string, string> = { RU: 'card-online', KZ: 'kaspi' };

export function generateOrderHistory(owners: readonly Owner[], productPool: readonly SeedProduct[], storePool: readonly SeedStore[], now: Date): GeneratedOrder[] {
  if (productPool.length === 0) return [];
  return owners.flatMap((owner, ownerIndex) => {
    const random = createRandom(0x0de5 + ownerIndex);
    const currency = countries[owner.country].currency;
    const ownStores = storePool.filter((store) => store.country === owner.country);
    const masters = new Map<string, number>();
    return orderPlan.map((plan, index) => {
      const masterOrderId = plan.masterTag
        ? (masters.get(plan.masterTag) ?? masters.set(plan.masterTag, masterIdOf(ownerIndex, index)).get(plan.masterTag)!)
        : masterIdOf(ownerIndex, index);
      return generateOrder({ owner, plan, index, ownerIndex, random, currency, stores: ownStores, products: productPool, masterOrderId, now });
    });
  });
}

function masterIdOf(ownerIndex: number, index: number): number {
  return 900_000 + ownerIndex * 1000 + index + 1;
}

interface OrderContext {
  owner: Owner;
  plan: PlannedOrder;
  index: number;
  ownerIndex: number;
  random: Random;
  currency: CurrencyCode;
  stores: readonly SeedStore[];
  products: readonly SeedProduct[];
  masterOrderId: number;
  now: Date;
}

function generateOrder(c: OrderContext): GeneratedOrder {
  const { plan, random, currency } = c;
  const createdAt = new Date(c.now.getTime() - plan.daysAgo * day + random.int(9, 20) * 60 * 60 * 1000);
  const items = random.sample(c.products, Math.min(plan.items, c.products.length)).map((product, itemIndex): ItemInsert => {
    const kzt = currency === 'KZT';
    return {
      productId: product.id,
      article: product.article,
      urlCode: product.urlCode,
      name: product.name,
      size: product.sizes.length > 0 ? random.pick(product.sizes) : '',
      quantity: itemIndex === 0 ? (plan.firstQuantity ?? 1) : 1,
      price: kzt ? product.priceKzt : product.priceRub,
      oldPrice: kzt ? product.oldPriceKzt : product.oldPriceRub,
    };
  });
  const itemsCost = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const deliveryCost = plan.delivery === 'pickup' ? 0 : deliveryFee(plan.delivery, currency, itemsCost);
  const bonusesSpent = plan.bonuses ? Math.floor(itemsCost * 0.1) : 0;
  const recipient = seededUsers[c.owner.key];
  const completedAt = isCompletedStatus(plan.status) ? new Date(createdAt.getTime() + (plan.completedAfterDays ?? 3) * day) : null;
  const store = plan.delivery === 'pickup' && c.stores.length > 0 ? random.pick(c.stores) : null;
  const row: OrderInsert = {
    number: `9${c.ownerIndex + 1}${String(10_000 + c.index * 37 + 1).padStart(5, '0')}`,
    masterOrderId: c.masterOrderId,
    userId: c.owner.id,
    status: plan.status,
    cancelInProgress: plan.cancelInProgress ?? false,
    paid: plan.paid,
    paymentMethod: plan.pay === 'cash' ? 'cash' : plan.pay === 'installment' && c.owner.country === 'RU' ? 'credit-sber' : (onlineMethod[c.owner.country] ?? 'card-online'),
    deliveryType: plan.delivery,
    storeId: store?.id ?? null,
    address: plan.delivery === 'pickup' ? null : random.pick(addresses[c.owner.country] ?? addresses.RU!),
    recipient: { name: recipient.name, surname: recipient.surname, phone: recipient.phone, email: recipient.email },
    currency,
    itemsCost,
    deliveryCost,
    bonusesSpent,
    total: itemsCost + deliveryCost - bonusesSpent,
    reserveUntil: plan.reserveInDays === undefined ? null : new Date(c.now.getTime() + plan.reserveInDays * day + 21 * 60 * 60 * 1000),
    reserveProlonged: plan.reserveProlonged ?? false,
    trackNumber: plan.tracked ? trackNumberOf(random, c.owner.country) : null,
    cancelReason: plan.cancelReason ?? null,
    cancelComment: plan.cancelReason === 'delivery-too-long' ? 'Нужно было к субботе' : null,
    createdAt,
    updatedAt: completedAt ?? createdAt,
    completedAt,
    // History: its thank-you page was seen long ago (no GA4 purchase for it on a visit now).
    createdReportedAt: createdAt,
  };
  const planned = (plan.returns ?? []).map((planReturn, returnIndex): GeneratedReturn => {
    const returnedAt = new Date((completedAt ?? createdAt).getTime() + planReturn.daysAfterCompletion * day);
    const returned = [{ index: 0, quantity: 1 }];
    const refund = refundColumns(
      returned.reduce((sum, r) => sum + (items[r.index]?.price ?? 0) * r.quantity, 0),
      { money: itemsCost - bonusesSpent, bonuses: bonusesSpent, stars: 0, giftCard: 0 },
    );
    return {
      row: {
        number: `${row.number}-${returnIndex + 1}`,
        userId: c.owner.id,
        status: planReturn.status,
        trackNumber: planReturn.tracked ? trackNumberOf(random, c.owner.country) : null,
        reason: planReturn.reason,
        comment: planReturn.reason === 'size' ? 'Кольцо оказалось мало' : null,
        refundDetails: { holder: `${recipient.name} ${recipient.surname}`, account: `2202${String(random.int(10 ** 11, 10 ** 12 - 1))}` },
        ...refund,
        ...(planReturn.status === 'refunded' ? refundedColumns(refund.refundAmount, plan.pay === 'online', returnedAt, c) : {}),
        currency,
        createdAt: returnedAt,
        updatedAt: returnedAt,
      },
      items: returned,
    };
  });
  return { row, items, returns: planned };
}

function deliveryFee(delivery: PlannedOrder['delivery'], currency: CurrencyCode, itemsCost: number): number {
  const free = currency === 'KZT' ? 150_000 : 30_000;
  if (delivery === 'courier' && itemsCost >= free) return 0;
  const fee = currency === 'KZT' ? { courier: 2_000, express: 4_500 } : { courier: 390, express: 890 };
  return delivery === 'express' ? fee.express : fee.courier;
}

function trackNumberOf(random: Random, country: CountryCode): string {
  return `${country === 'KZ' ? 'KZ' : 'RA'}${String(random.int(100_000_000, 999_999_999))}${country}`;
}

/** Deletes the seeded accounts' orders (their items and returns cascade) and writes the history again. */
export async function seedOrders(tx: Db, userIds: Record<SeededUserKey, string>, now: Date): Promise<number> {
  const owners = (Object.keys(seededUsers) as SeededUserKey[]).map((key) => ({ key, id: userIds[key], country: countryOfPhone(seededUsers[key].phone) }));
  await tx.delete(orders).where(inArray(orders.userId, owners.map((owner) => owner.id)));
  const pool = await tx
    .select({
      id: products.id,
      article: products.article,
      urlCode: products.urlCode,
      name: products.name,
      sizes: products.sizes,
      priceRub: products.priceRub,
      oldPriceRub: products.oldPriceRub,
      priceKzt: products.priceKzt,
      oldPriceKzt: products.oldPriceKzt,
    })
    .from(products)
    .where(and(isNotNull(products.priceRub), isNotNull(products.priceKzt)))
    .orderBy(asc(products.id))
    .limit(300);
  const storeRows = await tx.select({ id: stores.id, cityGuid: stores.cityGuid }).from(stores).orderBy(asc(stores.id));
  const storePool = storeRows.flatMap((store) => {
    const country = cityByGuid(store.cityGuid)?.countryCode;
    return country ? [{ id: store.id, country }] : [];
  });
  const history = generateOrderHistory(owners, pool.map((p) => ({ ...p, priceRub: p.priceRub!, priceKzt: p.priceKzt! })), storePool, now);
  for (const order of history) {
    const [created] = await tx.insert(orders).values(order.row).returning({ id: orders.id });
    const itemIds = await tx
      .insert(orderItems)
      .values(order.items.map((item) => ({ ...item, orderId: created!.id })))
      .returning({ id: orderItems.id });
    for (const planned of order.returns) {
      const [createdReturn] = await tx.insert(returns).values({ ...planned.row, orderId: created!.id }).returning({ id: returns.id });
      await tx.insert(returnItems).values(planned.items.map((item) => ({ returnId: createdReturn!.id, orderItemId: itemIds[item.index]!.id, quantity: item.quantity })));
    }
  }
  return history.length;
}

function countryOfPhone(phone: string): CountryCode {
  return phone.startsWith('77') ? 'KZ' : 'RU';
}

/**
 * A seeded refunded return as the operator left it (returns/refund.ts, transferPaid.ts): its money went
 * back to the card, or by a transfer already paid two days later with a payment order number taken from
 * the order's place in the plan (no draw from the seed's random sequence, so the rest stays the same).
 */
function refundedColumns(money: number, paidOnline: boolean, returnedAt: Date, c: OrderContext) {
  const refundMethod = returnRefundMethodOf(money, paidOnline);
  const paid = refundMethod === 'transfer' ? { refundPaidAt: new Date(Math.min(returnedAt.getTime() + 2 * day, c.now.getTime())), refundReference: String(710_000 + c.ownerIndex * 100 + c.index) } : {};
  return { refundMethod, refundMoney: refundMethod === 'points' ? 0 : money, ...paid };
}

/** A seeded return's refund, split over the order's tenders as a shopper's return is (returns/create.ts). */
function refundColumns(value: number, tenders: OrderTenders) {
  const split = refundSplit(value, tenders);
  return { refundAmount: split.money, refundBonuses: split.bonuses, refundStars: split.stars, refundGiftCard: split.giftCard };
}

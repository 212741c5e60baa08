// A small catalogue with exact numbers for the basket tests: the shared fixtures plus six in-stock
// sizeless pieces (B-1…B-6, 1 000…6 000 ₽ / 5 000…30 000 ₸), a gift box (packaging) and a made-to-order
// ring (catalog kind), the seeded accounts, tariffs, gift cards, welcome bonuses and exact rules.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { categories, priceRules, productPrices, products, stock, stores } from '../../src/db/schema';
import { seedDeliveryTariffs } from '../../src/db/seed/checkout/deliveryTariffs';
import { seedGiftCards } from '../../src/db/seed/checkout/giftCards';
import { seedLoyalty } from '../../src/db/seed/checkout/loyalty';
import { type SeededUserKey, seedUsers, seededUserIds } from '../../src/db/seed/users';
import { startSession } from '../../src/plugins/session';
import { seedFixtures } from '../helpers/fixtures';

const open = { validFrom: new Date('2020-01-01T00:00:00Z'), validUntil: new Date('2099-01-01T00:00:00Z') };

export async function seedBasketFixtures(db: Db): Promise<void> {
  await seedFixtures(db);
  const [rings] = await db.select().from(categories).where(eq(categories.code, 'rings'));
  const [store] = await db.select().from(stores);
  const silver = { materialCode: 'silver', materialName: 'Серебро', materialColor: '#c0c0c0', metal: 'silver', description: '' };
  const rows = await db
    .insert(products)
    .values([
      ...[1, 2, 3, 4, 5, 6].map((i) => ({ ...silver, section: 'jewelry-catalog', catalog: 'jewelry-catalog', article: `B-${i}`, urlCode: `pendant-${i}`, name: `Подвеска ${i}`, categoryId: rings!.id, popularity: 100 - i })),
      { ...silver, section: 'packaging', catalog: 'packaging', article: 'P-1', urlCode: 'gift-box-1', name: 'Подарочная коробка', categoryId: rings!.id, popularity: 1 },
      { ...silver, section: 'jewelry-catalog', catalog: 'catalog', article: 'C-1', urlCode: 'made-to-order-1', name: 'Кольцо на заказ', categoryId: rings!.id, popularity: 1 },
    ])
    .returning({ id: products.id, article: products.article });
  await db.insert(productPrices).values(
    rows.flatMap((row, i) => [
      { productId: row.id, currency: 'RUB' as const, price: 1000 * (i + 1) },
      { productId: row.id, currency: 'KZT' as const, price: 5000 * (i + 1) },
    ]),
  );
  await db.insert(stock).values(rows.map((row) => ({ productId: row.id, size: '', storeId: store!.id, quantity: 10 })));
  await db.transaction(async (tx) => {
    const ids = await seedUsers(tx);
    await seedDeliveryTariffs(tx);
    await seedGiftCards(tx);
    await seedLoyalty(tx, ids);
  });
  await db.insert(priceRules).values([
    { code: 'TEN', name: 'Скидка 10%', kind: 'percent', params: { percent: 10 }, stackable: true, ...open },
    { code: 'MINUS500', name: 'Минус 500', kind: 'fixed', params: { amount: { RUB: 500, KZT: 2500 } }, conditions: { minCost: { RUB: 5000, KZT: 25_000 } }, stackable: true, ...open },
    { code: 'OLD', name: 'Старый', kind: 'percent', params: { percent: 50 }, stackable: true, validFrom: new Date('2020-01-01T00:00:00Z'), validUntil: new Date('2021-01-01T00:00:00Z') },
    { code: 'BEST30', name: 'Скидка 30%', kind: 'percent', params: { percent: 30 }, stackable: false, ...open },
    { code: 'SHIPFREE', name: 'Бесплатная доставка', kind: 'free_delivery', params: {}, stackable: true, ...open },
    { code: 'USEDUP', name: 'Закончился', kind: 'percent', params: { percent: 5 }, stackable: true, maxUses: 10, usedCount: 10, ...open },
    { code: 'BOX', name: 'Коробка в подарок', kind: 'gift', params: { article: 'P-1' }, stackable: true, ...open },
  ]);
}

/** A shopper through the app: the first call makes a guest and its cookie; later calls send it. */
export interface Caller {
  cookie: string | undefined;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function caller(app: FastifyInstance, cookie?: string, headers: Record<string, string> = {}): Caller {
  const self: Caller = {
    cookie,
    async call(options) {
      const merged = { ...headers, ...(options.headers ?? {}), ...(self.cookie ? { cookie: self.cookie } : {}) };
      const response = await app.inject({ ...options, headers: merged });
      const set = [response.headers['set-cookie']].flat()[0];
      const pair = set ? /^(sid=[^;]+)/.exec(set)?.[1] : undefined;
      if (pair) self.cookie = pair;
      return response;
    },
  };
  return self;
}

/** A seeded account signed in (a session row straight in the database), optionally in another country. */
export async function account(app: FastifyInstance, db: Db, key: SeededUserKey, headers: Record<string, string> = {}): Promise<Caller & { userId: string }> {
  const userId = (await seededUserIds(db))[key];
  const cookie = (await startSession(db, userId, false)).split(';')[0]!;
  return Object.assign(caller(app, cookie, headers), { userId });
}

export const kazakhstan = { 'x-country-code': 'KZ' };

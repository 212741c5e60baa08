// A tiny hand-written catalogue with known answers, for assertions that need exact numbers.
import type { Db } from '../../src/db';
import { categories, productInserts, productPrices, productSizes, products, stock, stores } from '../../src/db/schema';

export const moscow = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';

export async function seedFixtures(db: Db): Promise<void> {
  const [root] = await db
    .insert(categories)
    .values({ code: 'jewelry-catalog', name: 'Ювелирные украшения', url: '/jewelry-catalog/', section: 'jewelry-catalog', depth: 1 })
    .returning();
  const [rings, earrings] = await db
    .insert(categories)
    .values([
      { parentId: root!.id, code: 'rings', name: 'Кольца', url: '/jewelry-catalog/rings/', section: 'jewelry-catalog', depth: 2, sort: 1 },
      { parentId: root!.id, code: 'earrings', name: 'Серьги', url: '/jewelry-catalog/earrings/', section: 'jewelry-catalog', depth: 2, sort: 2 },
    ])
    .returning();
  const [wedding] = await db
    .insert(categories)
    .values({ parentId: rings!.id, code: 'wedding-rings', name: 'Обручальные кольца', url: '/jewelry-catalog/rings/wedding-rings/', section: 'jewelry-catalog', depth: 3 })
    .returning();
  const [diamantRoot] = await db
    .insert(categories)
    .values({ code: 'diamant-jewelry-catalog', name: 'Украшения с бриллиантами', url: '/diamant-jewelry-catalog/', section: 'diamant-jewelry-catalog', depth: 1 })
    .returning();
  const [diamantRings] = await db
    .insert(categories)
    .values({ parentId: diamantRoot!.id, code: 'rings', name: 'Кольца', url: '/diamant-jewelry-catalog/rings/', section: 'diamant-jewelry-catalog', depth: 2 })
    .returning();

  const gold = { materialCode: 'gold', materialName: 'Золото', materialColor: '#d4af37', metal: 'gold' };
  const silver = { materialCode: 'silver', materialName: 'Серебро', materialColor: '#c0c0c0', metal: 'silver' };
  const base = { section: 'jewelry-catalog', description: 'Описание' };
  const rows = await db
    .insert(products)
    .values([
      { ...base, ...gold, article: 'A-1', urlCode: 'ring-gold-1', name: 'Кольцо золотое', categoryId: wedding!.id, isSizeable: true, popularity: 50, rating: 4.5, ratingCount: 2, isNew: true },
      { ...base, ...silver, article: 'A-2', urlCode: 'ring-silver-2', name: 'Кольцо серебряное', categoryId: rings!.id, isSizeable: true, popularity: 40, rating: 5, ratingCount: 9, collectionCode: 'classic', collectionName: 'Классика' },
      { ...base, ...gold, article: 'A-3', urlCode: 'earrings-gold-3', name: 'Серьги золотые', categoryId: earrings!.id, popularity: 30, rating: 3 },
      { ...base, ...silver, article: 'A-4', urlCode: 'earrings-silver-4', name: 'Серьги серебряные', categoryId: earrings!.id, popularity: 20, collectionCode: 'classic', collectionName: 'Классика' },
      { ...gold, section: 'diamant-jewelry-catalog', brand: 'diamant' as const, article: 'D-1', urlCode: 'diamant-ring-1', name: 'Кольцо с бриллиантом', categoryId: diamantRings!.id, popularity: 60 },
    ])
    .returning({ id: products.id, article: products.article });
  const id = (article: string) => rows.find((row) => row.article === article)!.id;

  await db.insert(productPrices).values(
    rows.flatMap((row, i) => [
      { productId: row.id, currency: 'RUB' as const, price: 10_000 * (i + 1), oldPrice: i === 0 ? 15_000 : null },
      { productId: row.id, currency: 'KZT' as const, price: 60_000 * (i + 1), oldPrice: null },
      { productId: row.id, currency: 'BYN' as const, price: 350 * (i + 1) + 0.5, oldPrice: null },
    ]),
  );
  await db.insert(productInserts).values([
    { productId: id('A-1'), code: 'diamond', name: 'Бриллиант', count: 3, weight: 0.12, colorCode: '#ffffff' },
    { productId: id('A-3'), code: 'ruby', name: 'Рубин', count: 2, weight: 0.5, colorCode: '#e0115f' },
    { productId: id('A-3'), code: 'diamond', name: 'Бриллиант', count: 1, weight: 0.05, colorCode: '#ffffff' },
    { productId: id('D-1'), code: 'diamond', name: 'Бриллиант', count: 1, weight: 0.3, colorCode: '#ffffff' },
  ]);
  await db.insert(productSizes).values([
    { productId: id('A-1'), size: '16', sort: 1 },
    { productId: id('A-1'), size: '17', sort: 2 },
    { productId: id('A-2'), size: '17', sort: 2 },
  ]);
  const [store] = await db
    .insert(stores)
    .values({ code: 'msk-1', name: 'Москва, Тверская', type: 'retail', cityGuid: moscow, address: 'Тверская ул., 1', lat: 55.76, lon: 37.61 })
    .returning();
  await db.insert(stock).values([
    { productId: id('A-1'), size: '17', storeId: store!.id, quantity: 2 },
    { productId: id('A-3'), size: '', storeId: store!.id, quantity: 5 },
  ]);
}

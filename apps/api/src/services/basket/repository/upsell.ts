// Upsell (GET basket/upsell/): a few in-stock products that complement the basket — the same
// collections in other categories first, then popular pieces of the same sections in other
// categories, then the most popular pieces. Never a product already in the basket.
import type { CatalogContext } from '../../catalog/requestContext';
import { type BasketUpsellProduct, paths } from '@ornament/api-contract';
import { sectionsNeverStockedInKazakhstan } from '@ornament/domain';
import { type SQL, and, asc, desc, eq, gt, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { basketItems, productSizes, products } from '../../../db/schema';
import { isPriced, selectedPrices } from '../../catalog/priceColumns';

export const upsellSize = 6;

export async function upsellFor(db: Db, userId: string | null, context: CatalogContext): Promise<BasketUpsellProduct[]> {
  const basket = userId
    ? await db
        .select({ id: products.id, collection: products.collectionCode, categoryId: products.categoryId, section: products.section })
        .from(basketItems)
        .innerJoin(products, eq(products.id, basketItems.productId))
        .where(and(eq(basketItems.userId, userId), isNull(basketItems.deletedAt)))
    : [];
  const inBasket = basket.map((row) => row.id);
  const categoriesInBasket = [...new Set(basket.map((row) => row.categoryId))];
  const collections = [...new Set(basket.flatMap((row) => (row.collection ? [row.collection] : [])))];
  const sections = [...new Set(basket.map((row) => row.section))].filter((section) => section !== 'packaging');
  const base: (SQL | undefined)[] = [
    isPriced(context.currency),
    gt(products.stockQuantity, 0),
    sql`${products.section} <> 'packaging'`,
    inBasket.length > 0 ? notInArray(products.id, inBasket) : undefined,
    context.brand === 'diamant' ? eq(products.brand, 'diamant') : undefined,
    context.country === 'KZ' ? notInArray(products.catalog, [...sectionsNeverStockedInKazakhstan]) : undefined,
  ];
  const otherCategory = categoriesInBasket.length > 0 ? notInArray(products.categoryId, categoriesInBasket) : undefined;
  const tiers: (SQL | undefined)[] = [
    collections.length > 0 ? and(inArray(products.collectionCode, collections), otherCategory) : sql`false`,
    sections.length > 0 ? and(inArray(products.section, sections), otherCategory) : sql`false`,
    sql`true`,
  ];
  const rank = sql<number>`case ${sql.join(tiers.map((tier, index) => sql`when ${tier ?? sql`true`} then ${index}`), sql` `)} end`;
  const rows = await db
    .select({ id: products.id, article: products.article, urlCode: products.urlCode, name: products.name, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(...base, or(...tiers)))
    .orderBy(asc(rank), desc(products.popularity), asc(products.id))
    .limit(upsellSize);
  const sizes = rows.length > 0 ? await db.select({ productId: productSizes.productId, size: productSizes.size }).from(productSizes).where(inArray(productSizes.productId, rows.map((row) => row.id))).orderBy(asc(productSizes.sort)) : [];
  return rows.map((row) => ({
    article: row.article,
    urlCode: row.urlCode,
    title: row.name,
    photo: paths.productImage(row.urlCode, 'white', 1),
    price: row.price,
    oldPrice: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    currency: context.currency,
    sizes: sizes.filter((size) => size.productId === row.id).map((size) => size.size),
  }));
}

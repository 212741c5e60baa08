// GET offer/sizes/{urlCode}/: each size of a product with its price and where it is: units in the
// country's shops and how many shops of the shopper's city hold it (picked up today).
import type { OfferSize } from '@ornament/api-contract';
import { citiesOf, isStockShown } from '@ornament/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { productSizes, products, stock, stores } from '../../db/schema';
import { isPriced, selectedPrices } from '../catalog/priceColumns';
import type { CatalogContext } from '../catalog/requestContext';

export interface OfferSizes {
  article: string;
  sizes: OfferSize[];
}

export async function offerSizesOf(db: Db, context: CatalogContext, urlCode: string): Promise<OfferSizes | null> {
  const [product] = await db
    .select({ id: products.id, article: products.article, catalog: products.catalog, ...selectedPrices(context.currency) })
    .from(products)
    .where(and(eq(products.urlCode, urlCode), isPriced(context.currency)))
    .limit(1);
  if (!product) return null;
  const countryCities = citiesOf(context.country).map((city) => city.guid);
  const [labels, held] = await Promise.all([
    db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, product.id)).orderBy(asc(productSizes.sort), asc(productSizes.size)),
    db
      .select({
        size: stock.size,
        quantity: sql<number>`sum(${stock.quantity})::int`.mapWith(Number),
        storesInCity: sql<number>`(count(*) filter (where ${stores.cityGuid} = ${context.cityGuid}))::int`.mapWith(Number),
      })
      .from(stock)
      .innerJoin(stores, eq(stores.id, stock.storeId))
      .where(and(eq(stock.productId, product.id), gt(stock.quantity, 0), inArray(stores.cityGuid, countryCities)))
      .groupBy(stock.size),
  ]);
  const shown = isStockShown(product.catalog, context.country);
  const oldPrice = product.oldPrice !== null && product.oldPrice > product.price ? product.oldPrice : null;
  const sizes = (labels.length > 0 ? labels.map((row) => row.size) : ['']).map((size): OfferSize => {
    const row = shown ? held.find((entry) => entry.size === size) : undefined;
    const quantity = row?.quantity ?? 0;
    const storesCount = row?.storesInCity ?? 0;
    return { offer: `${product.article}#${size}`, size, price: product.price, old_price: oldPrice, quantity, in_stock: quantity > 0, stores_count: storesCount, is_today: storesCount > 0 };
  });
  return { article: product.article, sizes };
}

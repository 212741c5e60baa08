// Products the basket shows beside its lines: gift-rule presents and the gift packaging.
import type { CurrencyCode } from '@ornament/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import { products } from '../../../db/schema';
import type { ReadCache } from '../../../cache/readCache';
import { isPriced, selectedPrices } from '../../catalog/priceColumns';

export interface ShownProduct {
  id: number;
  article: string;
  urlCode: string;
  name: string;
  catalog: string;
  price: number;
  stock: number;
}

function columns(currency: CurrencyCode) {
  return {
    id: products.id,
    article: products.article,
    urlCode: products.urlCode,
    name: products.name,
    catalog: products.catalog,
    price: selectedPrices(currency).price,
    stock: products.stockQuantity,
  };
}

export async function productsByArticles(db: Db, currency: CurrencyCode, articles: readonly string[]): Promise<ShownProduct[]> {
  if (articles.length === 0) return [];
  return db.select(columns(currency)).from(products).where(and(inArray(products.article, [...articles]), isPriced(currency)));
}

/**
 * The gift packaging offered with every basket: the most popular packaging product in stock. The
 * same for every shopper of a currency, so it is kept in the catalogue's read cache when one is
 * given (dropped when that product, or the catalogue, changes): every basket answer asked for it.
 */
export async function packagingProduct(db: Db, currency: CurrencyCode, cache?: ReadCache): Promise<ShownProduct | null> {
  const load = async () => {
    const [row] = await db
      .select(columns(currency))
      .from(products)
      .where(and(eq(products.section, 'packaging'), isPriced(currency), gt(products.stockQuantity, 0)))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(1);
    return row ?? null;
  };
  return cache ? cache.get(`basket-packaging|${currency}`, load, { articlesOf: (row) => (row ? [row.article] : []) }) : load();
}

/** The link of a product page (the storefront route /product/{article}/). */
export function productLink(article: string): string {
  return `/product/${encodeURIComponent(article)}/`;
}


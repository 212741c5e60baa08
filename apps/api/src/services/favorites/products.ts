// Product cards for favourites and folders, in the request's currency, through the catalogue's one
// product query. A product without a price in that currency is not shown (as in the catalogue).
import { type Product } from '@ornament/api-contract';
import { inArray } from 'drizzle-orm';
import { type Db } from '../../db';
import { products } from '../../db/schema';
import { mediaOf, toProduct } from '../catalog/productMapper';
import { productsByUrlCodes } from '../catalog/productRepository';
import { selectProducts } from '../catalog/productRows';
import { type CatalogContext } from '../catalog/requestContext';

export async function productsByArticle(db: Db, context: CatalogContext, articles: readonly string[]): Promise<Map<string, Product>> {
  if (articles.length === 0) return new Map();
  const rows = await selectProducts(db, context, inArray(products.article, [...articles]));
  return new Map(rows.map((row) => [row.article, toProduct(row, context)]));
}

/** In the order of `urlCodes`. */
export async function productsInOrder(db: Db, context: CatalogContext, urlCodes: readonly string[]): Promise<Product[]> {
  if (urlCodes.length === 0) return [];
  const rows = await productsByUrlCodes(db, context, [...urlCodes]);
  return rows.map((row) => toProduct(row, context));
}

/** A folder's cover: the first picture of each of its first four products. */
export function listImages(urlCodes: readonly string[]) {
  return urlCodes.slice(0, 4).flatMap((urlCode) => {
    const [first] = mediaOf(urlCode, '', 'white');
    return first ? [{ url_code: urlCode, url: first.url, width: first.width, height: first.height }] : [];
  });
}

// Product cards for favourites and folders, in the request's currency, through the catalogue's one
// product query. A product without a price in that currency is not shown (as in the catalogue).
import type { FavoriteItem, Product } from '@ornament/api-contract';
import { brands } from '@ornament/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, seoMeta } from '../../db/schema';
import { productBreadcrumbs } from '../catalog/productDetail';
import { mediaOf, toProduct } from '../catalog/productMapper';
import { productsByUrlCodes } from '../catalog/productRepository';
import { selectProducts } from '../catalog/productRows';
import type { CatalogContext } from '../catalog/requestContext';
import type { CatalogDictionary } from '../catalog/selection';

/** What a favourite shows of its product (spec 1 §3): the card, the product page's h1 and its breadcrumb. */
export type FavouriteProduct = Pick<FavoriteItem, 'product' | 'h1' | 'breadcrumb'>;

const productPath = (article: string) => `/product/${article}/`;

/** Headings the SEO table sets for these product pages, by path (a page without one is headed by its name). */
async function seoHeadings(db: Db, context: CatalogContext, articles: readonly string[]): Promise<Map<string, string>> {
  const source = brands[context.brand ?? 'main'].source;
  const rows = await db
    .select({ path: seoMeta.path, h1: seoMeta.h1 })
    .from(seoMeta)
    .where(and(eq(seoMeta.source, source), inArray(seoMeta.path, articles.map(productPath))));
  return new Map(rows.map((row) => [row.path, row.h1]));
}

export async function productsByArticle(db: Db, context: CatalogContext, dictionary: CatalogDictionary, articles: readonly string[]): Promise<Map<string, FavouriteProduct>> {
  if (articles.length === 0) return new Map();
  const [rows, headings] = await Promise.all([selectProducts(db, context, inArray(products.article, [...articles])), seoHeadings(db, context, articles)]);
  return new Map(
    rows.map((row) => [
      row.article,
      { product: toProduct(row, context), h1: headings.get(productPath(row.article)) ?? row.name, breadcrumb: productBreadcrumbs(row, dictionary) },
    ]),
  );
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

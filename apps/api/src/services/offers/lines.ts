// What a map point has to receive: the session basket's selected live lines (basket_items), or the
// offers a call names instead (filter[offer], one unit each, e.g. from the product page).
import { genericErrorCodes } from '@ornament/api-contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db';
import { basketItems, productSizes, products } from '../../db/schema';
import { HttpError } from '../../plugins/httpError';

export interface Line {
  productId: number;
  article: string;
  /** The product's kind ('catalog', 'packaging', …): Kazakhstan never stocks some (spec 2 §9). */
  catalog: string;
  size: string;
  quantity: number;
}

export const offerKey = (line: Pick<Line, 'article' | 'size'>) => `${line.article}#${line.size}`;

export async function basketLines(db: Db, userId: string | null): Promise<Line[]> {
  if (userId === null) return [];
  return db
    .select({ productId: basketItems.productId, article: products.article, catalog: products.catalog, size: basketItems.size, quantity: basketItems.quantity })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(and(eq(basketItems.userId, userId), isNull(basketItems.deletedAt), eq(basketItems.isSelected, true)))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id));
}

const offerPointer = '/query/filter[offer]';

/** The named offers as lines; an unknown article is 404 and a size the product lacks 400. */
export async function namedLines(db: Db, offers: readonly string[]): Promise<Line[]> {
  const wanted = offers.map((offer) => {
    const [article = '', size = ''] = offer.split('#', 2);
    return { article, size: size.trim() };
  });
  const found = await db
    .select({ id: products.id, article: products.article, catalog: products.catalog })
    .from(products)
    .where(inArray(products.article, [...new Set(wanted.map((offer) => offer.article))]));
  const sizes = found.length === 0 ? [] : await db.select().from(productSizes).where(inArray(productSizes.productId, found.map((row) => row.id)));
  return wanted.map(({ article, size }) => {
    const product = found.find((row) => row.article === article);
    if (!product) throw new HttpError(404, genericErrorCodes.notFound, `Product ${article} not found`, offerPointer);
    const labels = sizes.filter((row) => row.productId === product.id).map((row) => row.size);
    const fits = labels.length === 0 ? size === '' : labels.includes(size);
    if (!fits) throw HttpError.badRequest(`The product ${article} has no size '${size}'`, offerPointer);
    return { productId: product.id, article, catalog: product.catalog, size, quantity: 1 };
  });
}

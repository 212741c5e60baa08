// Picks seeded products with the traits a product-page test needs, so tests follow the seed.
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../src/db';
import { productSizes, products, stock, users } from '../../src/db/schema';
import { startSession } from '../../src/plugins/session';

export async function sizedFullPriceProduct(db: Db) {
  const [row] = await db
    .select({ id: products.id, article: products.article, urlCode: products.urlCode, price: products.priceRub })
    .from(products)
    .where(and(eq(products.isSizeable, true), isNull(products.oldPriceRub), isNotNull(products.priceRub), eq(products.brand, 'main')))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row || row.price === null) throw new Error('the seed has no sized full-price product');
  const sizes = await db.select({ size: productSizes.size }).from(productSizes).where(eq(productSizes.productId, row.id)).orderBy(asc(productSizes.sort));
  return { ...row, price: row.price, sizes: sizes.map((s) => s.size) };
}

export async function unsizedProduct(db: Db) {
  const [row] = await db
    .select({ article: products.article, urlCode: products.urlCode })
    .from(products)
    .where(and(eq(products.isSizeable, false), isNotNull(products.priceRub), sql`cardinality(${products.sizes}) = 0`))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error('the seed has no product without sizes');
  return row;
}

export async function productsInStock(db: Db, count: number) {
  return db
    .selectDistinct({ id: products.id, urlCode: products.urlCode, brand: products.brand })
    .from(products)
    .innerJoin(stock, eq(stock.productId, products.id))
    .where(and(gt(stock.quantity, 0), eq(products.brand, 'main'), isNotNull(products.priceRub)))
    .orderBy(products.id)
    .limit(count);
}

let memberPhones = 0;

/** A signed-in (not guest) user's session cookie header; each call is another member (phones are unique). */
export async function memberCookie(db: Db): Promise<{ cookie: string; userId: string }> {
  memberPhones += 1;
  const phone = `7916${String(1_234_500 + memberPhones).padStart(7, '0')}`;
  const [user] = await db.insert(users).values({ isGuest: false, phone, name: 'Анна' }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  const header = await startSession(db, user.id, false);
  return { cookie: header.split(';')[0] ?? '', userId: user.id };
}

export const cookieOf = (setCookie: unknown): string => String([setCookie].flat()[0] ?? '').split(';')[0] ?? '';

// An order's GA4 purchase figures (S3.7.30): its lines at the prices paid with each product's
// category path, the money part as value, delivery as shipping, the promo codes as coupon. The
// storefront turns them into the `purchase` event with its own analytics builders.
import type { PurchaseFigures } from '@ornament/api-contract';
import type { CurrencyCode } from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db';
import { categories, orderItems, products } from '../../db/schema';
import type { OrderRow } from './repository';

const parent = alias(categories, 'parent_category');
const grand = alias(categories, 'grand_category');

export async function purchaseFiguresOf(db: Db, row: OrderRow): Promise<PurchaseFigures> {
  const items = await db
    .select({
      article: orderItems.article,
      name: orderItems.name,
      size: orderItems.size,
      quantity: orderItems.quantity,
      price: orderItems.price,
      oldPrice: orderItems.oldPrice,
      category: categories.name,
      parentCategory: parent.name,
      grandCategory: grand.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return {
    'transaction-id': row.number,
    currency: row.currency as CurrencyCode,
    value: row.total,
    shipping: row.deliveryCost,
    coupon: row.promotions.flatMap((promotion) => (promotion.code ? [promotion.code] : [])).join(','),
    items: items.map((item) => ({
      article: item.article,
      name: item.name,
      size: item.size,
      quantity: item.quantity,
      price: item.price,
      'old-price': item.oldPrice,
      categories: [item.grandCategory, item.parentCategory, item.category].filter((name): name is string => typeof name === 'string'),
    })),
  };
}

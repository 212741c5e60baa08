// The shopper's purchased products (GET v5/profile/products/, spec 1 §7, spec 3 §7): articles of
// completed orders, one entry per article (its latest purchase), newest first, each marked with the
// shopper's own rating. Counts cover every purchase; the list stops at purchasedProductsMax.
import type { CurrencyCode } from '@ornament/domain';
import { type ProfileProductsResponse, paths, purchasedProductsMax } from '@ornament/api-contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { rowsOf } from '../../db/rows';
import { orderItems, orders, productComments, products } from '../../db/schema';
import { completedStatuses } from './commentProducts';

interface PurchasedRow {
  article: string;
  url_code: string;
  name: string;
  price: string | number;
  currency: CurrencyCode;
  number: string;
  bought_at: Date | string;
  rating: number | null;
  listed: boolean;
  total: number;
  unrated: number;
}

export async function purchasedProducts(db: Db, userId: string): Promise<ProfileProductsResponse> {
  const statuses = sql.join(completedStatuses.map((status) => sql`${status}`), sql`, `);
  const rows = rowsOf<PurchasedRow>(await db.execute(sql`
    with bought as (
      select distinct on (i.article) i.article, i.url_code, i.name, i.price, o.currency, o.number, coalesce(o.completed_at, o.created_at) as bought_at
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.user_id = ${userId} and o.status in (${statuses})
      order by i.article, coalesce(o.completed_at, o.created_at) desc, i.id desc
    ), rated as (
      select b.*, (
        select c.rating from ${productComments} c where c.user_id = ${userId} and c.article = b.article
        order by c.created_at desc, c.id desc limit 1
      )::int as rating,
      exists (select 1 from ${products} p where p.url_code = b.url_code) as listed
      from bought b
    )
    select *, (count(*) over ())::int as total, (count(*) filter (where rating is null) over ())::int as unrated
    from rated
    order by bought_at desc, article
    limit ${purchasedProductsMax}`));
  return {
    data: rows.map((row) => ({
      id: row.article,
      type: 'purchased-product' as const,
      attributes: {
        article: row.article,
        'url-code': row.url_code,
        name: row.name,
        image: row.listed ? paths.productImage(row.url_code, 'white', 0) : null,
        price: Number(row.price),
        currency: row.currency,
        'order-number': row.number,
        'bought-at': new Date(row.bought_at).toISOString(),
        rated: row.rating !== null,
        rating: row.rating,
      },
    })),
    meta: { 'total-count': rows[0]?.total ?? 0, 'unrated-count': rows[0]?.unrated ?? 0 },
  };
}

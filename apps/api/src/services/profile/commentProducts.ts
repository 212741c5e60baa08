// The reviews area's lists (spec 3 §7, §9): what the shopper bought in completed orders and has not
// reviewed yet (one entry per article, the latest purchase), and the reviews they have sent.
import type { CommentProduct, SentComment } from '@ornament/api-contract';
import { orderStatusTable } from '@ornament/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { orderItems, orders, productComments, products } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** Statuses whose items the shopper has in hand (the domain's 'completed' state: F and B). */
export const completedStatuses = Object.entries(orderStatusTable)
  .filter(([, display]) => display.state === 'completed')
  .map(([code]) => code);

export interface Page<T> {
  items: T[];
  total: number;
}

interface AwaitingRow {
  article: string;
  url_code: string;
  name: string;
  size: string;
  number: string;
  bought_at: Date | string;
  total: number;
}

export async function productsAwaitingReview(db: Db, userId: string, lastYearOnly: boolean, page: number, pageSize: number): Promise<Page<CommentProduct>> {
  const since = lastYearOnly ? sql`and coalesce(o.completed_at, o.created_at) >= now() - interval '1 year'` : sql``;
  const statuses = sql.join(completedStatuses.map((status) => sql`${status}`), sql`, `);
  const rows = rowsOf<AwaitingRow>(await db.execute(sql`
    with bought as (
      select distinct on (i.article) i.article, i.url_code, i.name, i.size, o.number, coalesce(o.completed_at, o.created_at) as bought_at
      from ${orderItems} i join ${orders} o on o.id = i.order_id
      where o.user_id = ${userId} and o.status in (${statuses}) ${since}
        and not exists (select 1 from ${productComments} c where c.user_id = ${userId} and c.article = i.article)
      order by i.article, coalesce(o.completed_at, o.created_at) desc, i.id desc
    )
    select *, (count(*) over ())::int as total from bought
    order by bought_at desc, article
    limit ${pageSize} offset ${(page - 1) * pageSize}`));
  const total = rows[0]?.total ?? (page > 1 ? await countAwaiting(db, userId, since, statuses) : 0);
  return {
    total,
    items: rows.map((row) => ({
      id: row.article,
      type: 'comment-product' as const,
      attributes: { article: row.article, 'url-code': row.url_code, name: row.name, size: row.size, 'order-number': row.number, 'bought-at': new Date(row.bought_at).toISOString() },
    })),
  };
}

/** A page past the end still reports the total, so the pager stays right. */
async function countAwaiting(db: Db, userId: string, since: ReturnType<typeof sql>, statuses: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`
    select count(distinct i.article)::int as n from ${orderItems} i join ${orders} o on o.id = i.order_id
    where o.user_id = ${userId} and o.status in (${statuses}) ${since}
      and not exists (select 1 from ${productComments} c where c.user_id = ${userId} and c.article = i.article)`));
  return row?.n ?? 0;
}

interface SentRow {
  id: number;
  article: string;
  url_code: string | null;
  product_name: string | null;
  rating: number;
  text: string;
  status: SentComment['attributes']['status'];
  created_at: Date | string;
  total: number;
}

export async function sentReviews(db: Db, userId: string, page: number, pageSize: number): Promise<Page<SentComment>> {
  const rows = rowsOf<SentRow>(await db.execute(sql`
    select c.id, c.article, p.url_code, p.name as product_name, c.rating, c.text, c.status, c.created_at, (count(*) over ())::int as total
    from ${productComments} c left join ${products} p on p.article = c.article
    where c.user_id = ${userId}
    order by c.created_at desc, c.id desc
    limit ${pageSize} offset ${(page - 1) * pageSize}`));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${productComments} where user_id = ${userId}`));
    total = counted?.n ?? 0;
  }
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      type: 'comment' as const,
      attributes: {
        article: row.article,
        'url-code': row.url_code,
        'product-name': row.product_name,
        rating: row.rating,
        text: row.text,
        status: row.status,
        'created-at': new Date(row.created_at).toISOString(),
      },
    })),
  };
}

// Coupons (spec 2 §3, §7): a promo code's presentation joined to its price rule. Only a coupon whose
// rule is active, within its dates, valid in the shopper's country and brand, and parses is shown;
// its discount (sale_value) and dates (valid_time) are the rule's, in the shopper's currency.
import type { Coupon } from '@ornament/api-contract';
import { type CurrencyCode, formatPrice } from '@ornament/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { coupons, priceRules } from '../../db/schema';
import { parseRule, type RuleParams } from '../basket/pricing/rule';
import type { CatalogContext } from '../catalog/requestContext';

type Row = typeof coupons.$inferSelect & { rule: typeof priceRules.$inferSelect };

/** What the code takes off, as a coupon says it ('−10%', '−1 000 ₽'); null when the currency has no amount. */
export function saleValueOf(params: RuleParams, currency: CurrencyCode): string | null {
  switch (params.kind) {
    case 'percent':
      return `−${params.percent}%`;
    case 'fixed': {
      const amount = params.amount[currency];
      return amount === undefined ? null : `−${formatPrice(amount, currency)}`;
    }
    case 'free_delivery':
      return 'Бесплатная доставка';
    case 'gift':
      return 'Подарок к заказу';
    case 'nth_item_percent':
      return `−${params.percent}% на каждый ${params.n}-й товар`;
  }
}

function toCoupon(row: Row, context: Pick<CatalogContext, 'country' | 'brand' | 'currency'>): Coupon | null {
  const parsed = parseRule(row.rule);
  if (!parsed) return null;
  const { countries, brands } = parsed.conditions;
  if (countries && !countries.includes(context.country)) return null;
  if (brands && !brands.includes(context.brand ?? 'main')) return null;
  const saleValue = saleValueOf(parsed.params, context.currency);
  if (saleValue === null) return null;
  return {
    promocode: row.promocode,
    background: row.background,
    color_btn: row.colorBtn,
    color_text: row.colorText,
    promocode_text: row.promocodeText,
    detail_title: row.detailTitle,
    detail_description: row.detailDescription,
    detail_link: row.detailLink,
    sale_value: saleValue,
    valid_time: { start_at: row.rule.validFrom?.toISOString() ?? null, end_at: row.rule.validUntil?.toISOString() ?? null },
  };
}

function liveRule(now: Date) {
  return and(
    eq(priceRules.isActive, true),
    or(isNull(priceRules.validFrom), sql`${priceRules.validFrom} <= ${now}`),
    or(isNull(priceRules.validUntil), sql`${priceRules.validUntil} > ${now}`),
  );
}

async function rowsWhere(db: Db, where: ReturnType<typeof and>, now: Date): Promise<Row[]> {
  const rows = await db
    .select({ coupon: coupons, rule: priceRules })
    .from(coupons)
    .innerJoin(priceRules, eq(priceRules.code, coupons.promocode))
    .where(and(where, liveRule(now)))
    .orderBy(asc(coupons.createdAt), asc(coupons.promocode));
  return rows.map(({ coupon, rule }) => ({ ...coupon, rule }));
}

/** One code's coupon: a public one, or the shopper's own; null when there is none to show. */
export async function couponOf(db: Db, code: string, userId: string | null, context: CatalogContext, now: Date): Promise<Coupon | null> {
  const owner = userId === null ? isNull(coupons.userId) : or(isNull(coupons.userId), eq(coupons.userId, userId));
  const [row] = await rowsWhere(db, and(eq(coupons.promocode, code.trim().toUpperCase()), owner), now);
  return row ? toCoupon(row, context) : null;
}

/** The coupons listed to the shopper: every public one, and the signed-in shopper's own. */
export async function couponsFor(db: Db, userId: string | null, context: CatalogContext, now: Date): Promise<Coupon[]> {
  const listed = userId === null ? and(eq(coupons.isPublic, true), isNull(coupons.userId)) : or(and(eq(coupons.isPublic, true), isNull(coupons.userId)), eq(coupons.userId, userId));
  return (await rowsWhere(db, listed, now)).flatMap((row) => toCoupon(row, context) ?? []);
}

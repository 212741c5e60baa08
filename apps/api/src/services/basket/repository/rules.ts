// The price rules a basket may use: every active automatic promotion, and the rules of its codes,
// with how often the user already used each code (orders keep the codes they applied).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { orders, priceRules } from '../../../db/schema';
import { type PriceRule, parseRule } from '../pricing/rule';

export async function rulesFor(db: Db, userId: string, codes: readonly string[]): Promise<PriceRule[]> {
  const rows = await db
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.isActive, true), codes.length > 0 ? or(isNull(priceRules.code), inArray(priceRules.code, [...codes])) : isNull(priceRules.code)));
  const limited = rows.filter((row) => row.code !== null && row.maxUsesPerUser !== null).map((row) => row.code!);
  const usedByCode = new Map<string, number>();
  if (limited.length > 0) {
    // One checkout may split into several orders with the same master id: count master orders.
    const used = await db
      .select({ code: sql<string>`p.code`, count: sql<number>`count(distinct ${orders.masterOrderId})::int`.mapWith(Number) })
      .from(orders)
      .innerJoin(sql`jsonb_to_recordset(${orders.promotions}) as p(code text)`, sql`true`)
      .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'C'`, inArray(sql`p.code`, limited)))
      .groupBy(sql`p.code`);
    for (const row of used) usedByCode.set(row.code, row.count);
  }
  return rows.flatMap((row) => {
    const parsed = parseRule(row);
    if (!parsed) return [];
    return [
      {
        id: row.id,
        code: row.code,
        name: row.name,
        description: row.description,
        params: parsed.params,
        conditions: parsed.conditions,
        stackable: row.stackable,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        maxUses: row.maxUses,
        maxUsesPerUser: row.maxUsesPerUser,
        usedCount: row.usedCount,
        usedByUser: row.code ? (usedByCode.get(row.code) ?? 0) : 0,
      },
    ];
  });
}

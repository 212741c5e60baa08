// Reads of promotions for one storefront: live (started, active, not finished), finished, cross-promo
// and slider lists, and the viewer's participation and partner status.
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { partnerCodes, promotionParticipations, promotions } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;

export type PromotionList = 'all' | 'slider' | 'completed' | 'crosspromo';

export interface ListFilter {
  list: PromotionList;
  /** A type slug, or null for every type. */
  type: string | null;
  brand: 'main' | 'diamant';
  now: Date;
  page: number;
  perPage: number;
}

function brandIs(brand: 'main' | 'diamant'): SQL {
  return or(isNull(promotions.brand), eq(promotions.brand, brand))!;
}

export function isFinished(row: Pick<PromotionRow, 'endedAt'>, now: Date): boolean {
  return row.endedAt !== null && row.endedAt.getTime() <= now.getTime();
}

function live(now: Date): SQL {
  return and(lte(promotions.startedAt, now), or(isNull(promotions.endedAt), gt(promotions.endedAt, now)))!;
}

export async function listPromotions(db: Db, filter: ListFilter): Promise<{ rows: PromotionRow[]; total: number }> {
  const conditions: SQL[] = [eq(promotions.isActive, true), brandIs(filter.brand)];
  if (filter.type !== null) conditions.push(eq(promotions.typeSlug, filter.type));
  if (filter.list === 'completed') conditions.push(isNotNull(promotions.endedAt), lte(promotions.endedAt, filter.now));
  else conditions.push(live(filter.now));
  if (filter.list === 'slider') conditions.push(eq(promotions.inSlider, true));
  if (filter.list === 'crosspromo') conditions.push(eq(promotions.isCrossPromo, true));
  const where = and(...conditions);
  const order = filter.list === 'completed' ? [desc(promotions.endedAt), asc(promotions.id)] : [asc(promotions.sort), asc(promotions.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ n: count() }).from(promotions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * A promotion by type and slug, finished or not (a finished one still has its page). Type `all` finds
 * the slug in any type: the storefront's /promotions/{slug}/ addresses carry no type.
 */
export async function findPromotion(db: Db, type: string, slug: string, brand: 'main' | 'diamant'): Promise<PromotionRow | null> {
  const conditions = [eq(promotions.slug, slug), eq(promotions.isActive, true), brandIs(brand)];
  if (type !== 'all') conditions.push(eq(promotions.typeSlug, type));
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(...conditions))
    .orderBy(asc(promotions.sort), asc(promotions.id))
    .limit(1);
  return row ?? null;
}

export interface Viewer {
  userId: string | null;
  isGuest: boolean;
  isPartner: boolean;
  /** promotion id → the viewer's promocode. */
  promocodes: Map<number, string>;
}

export async function viewerOf(db: Db, user: { id: string; isGuest: boolean } | null, promotionIds: readonly number[]): Promise<Viewer> {
  if (!user || user.isGuest) return { userId: user?.id ?? null, isGuest: true, isPartner: false, promocodes: new Map() };
  const [partner] = await db.select({ code: partnerCodes.code }).from(partnerCodes).where(eq(partnerCodes.userId, user.id)).limit(1);
  const joined =
    promotionIds.length === 0
      ? []
      : await db
          .select({ promotionId: promotionParticipations.promotionId, promocode: promotionParticipations.promocode })
          .from(promotionParticipations)
          .where(and(eq(promotionParticipations.userId, user.id), sql`${promotionParticipations.promotionId} in ${promotionIds}`));
  return { userId: user.id, isGuest: false, isPartner: partner !== undefined, promocodes: new Map(joined.map((j) => [j.promotionId, j.promocode])) };
}

export async function participantsCount(db: Db, promotionId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotionParticipations).where(eq(promotionParticipations.promotionId, promotionId));
  return row?.n ?? 0;
}

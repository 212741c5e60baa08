// Live personal offers (spec 3 §3 "Personal offer", §4): the shopper's own and those for everyone,
// of the storefront's country (or every country), expiring more than personalOfferMinLifetimeMs
// ahead. With an article, only offers that apply to it (an empty article list applies to all).
import { personalOfferKinds, personalOfferMinLifetimeMs } from '@ornament/api-contract';
import type { CountryCode } from '@ornament/domain';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { personalOffers } from '../../db/schema';

export type OfferRow = typeof personalOffers.$inferSelect;

export const discountTypes = ['percent', 'fixed'] as const;

export interface OfferQuery {
  userId: string;
  country: CountryCode;
  now: Date;
  article?: string | undefined;
  /** Only offers usable in the online shop (v4, the product page and basket's call). */
  onlineOnly: boolean;
}

export async function liveOffersOf(db: Db, query: OfferQuery): Promise<OfferRow[]> {
  const conditions: SQL[] = [
    or(eq(personalOffers.userId, query.userId), isNull(personalOffers.userId))!,
    or(isNull(personalOffers.country), eq(personalOffers.country, query.country))!,
    gt(personalOffers.expiresAt, new Date(query.now.getTime() + personalOfferMinLifetimeMs)),
    // Rows of a kind or discount type the contract does not know are left out rather than failing the answer.
    inArray(personalOffers.kind, [...personalOfferKinds]),
    inArray(personalOffers.discountType, [...discountTypes]),
  ];
  if (query.article !== undefined) conditions.push(sql`(cardinality(${personalOffers.articles}) = 0 or ${query.article} = any(${personalOffers.articles}))`);
  if (query.onlineOnly) conditions.push(eq(personalOffers.useOnline, true));
  return db
    .select()
    .from(personalOffers)
    .where(and(...conditions))
    .orderBy(asc(personalOffers.expiresAt), asc(personalOffers.id));
}

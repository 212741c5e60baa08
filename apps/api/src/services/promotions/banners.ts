// POST content/filter/, content/filter/web-catalog-top/ and content/filter/product/ (spec 2 §7): the
// banner of the live promotion that fits the page. Catalogue banners match the page's path against
// the promotion's banner paths (the top slot takes the wide layout, the in-listing slot the default
// one); the product banner matches the promotion's product article.
import { type BannerFilterBody, type PromotionBanner, promotionsPaths } from '@ornament/api-contract';
import { and, arrayOverlaps, asc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db';
import { promotions } from '../../db/schema';
import type { PromotionRow } from './repository';
import { isActiveInCity } from './view';

export type BannerSlot = 'catalog' | 'catalog-top' | 'product';

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function pathOf(url: string | undefined): string {
  if (!url) return '/';
  try {
    return new URL(url, 'http://storefront.local').pathname;
  } catch {
    return '/';
  }
}

/** Every prefix of a path ('/a/b/' → '/', '/a/', '/a/b/'), to match banner paths with one overlap test. */
export function pathPrefixes(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`)];
}

export function articleOf(body: BannerFilterBody): string | null {
  const fromQuery = body.query ? new URLSearchParams(body.query.replace(/^\?/, '')).get('article') : null;
  const article = (body.article ?? fromQuery ?? '').trim();
  return /^[\w-]{1,64}$/.test(article) ? article : null;
}

export const bannerOf = (row: PromotionRow): PromotionBanner => ({
  id: String(row.id),
  type: 'banner',
  attributes: {
    title: row.title,
    text: row.previewDescription,
    link: `/promotions/${row.slug}/`,
    image: promotionsPaths.picture(row.slug, row.layout === 'wide' ? 'desktop' : 'preview'),
    'promotion-slug': row.slug,
    'promotion-type': row.typeSlug,
  },
});

export async function findBanner(
  db: Db,
  slot: BannerSlot,
  body: BannerFilterBody,
  context: { brand: 'main' | 'diamant'; cityGuid: string; now: Date },
): Promise<PromotionBanner | null> {
  const conditions: SQL[] = [
    eq(promotions.isActive, true),
    or(isNull(promotions.brand), eq(promotions.brand, context.brand))!,
    lte(promotions.startedAt, context.now),
    or(isNull(promotions.endedAt), gt(promotions.endedAt, context.now))!,
  ];
  if (slot === 'product') {
    const article = articleOf(body);
    if (article === null) return null;
    conditions.push(eq(promotions.productArticle, article));
  } else {
    conditions.push(arrayOverlaps(promotions.bannerPaths, pathPrefixes(pathOf(body.url))));
    conditions.push(eq(promotions.layout, slot === 'catalog-top' ? 'wide' : 'default'));
  }
  const rows = await db.select().from(promotions).where(and(...conditions)).orderBy(asc(promotions.sort), asc(promotions.id)).limit(20);
  const city = body.city?.trim().toLowerCase();
  const cityGuid = city && guidPattern.test(city) ? city : context.cityGuid;
  const row = rows.find((candidate) => isActiveInCity(candidate, cityGuid));
  return row ? bannerOf(row) : null;
}

// Seeds the promotions (promotionsData.ts), their address programmes and the wheel's prizes. Promotions
// and prizes are upserted by their natural keys, so shoppers' participations and spins survive a re-seed.
import { cities, wheelOfFortuneSlug } from '@ornament/domain';
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { addressProgramStores, products, promotions, stores, wheelPrizes } from '../schema';
import { addressPrograms, promotionSeed, wheelPrizeSeed } from './promotionsData';

const guidOf = (name: string): string => {
  const city = cities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`Reference city ${name} is missing`);
  return city.guid;
};

export async function seedPromotions(db: Db, today: Date): Promise<number> {
  const [product] = await db.select({ article: products.article }).from(products).orderBy(desc(products.popularity), asc(products.id)).limit(1);
  const rows = promotionSeed({ today, kazanGuid: guidOf('Казань'), productArticle: product?.article ?? null });
  const updated = Object.fromEntries(
    Object.entries(getTableColumns(promotions))
      .filter(([key]) => !['id', 'slug', 'typeSlug'].includes(key))
      .map(([key, column]) => [key, sql.raw(`excluded.${column.name}`)]),
  );
  // Columns a row leaves out fall back to their defaults, so every row lists the same keys.
  const full = rows.map((row) => ({
    addressProgramId: null, endedAt: null, isCrossPromo: false, inSlider: false, productArticle: null, counterLabel: null, counterEndedAt: null,
    layout: 'default', additionalInfo: null, activeCityGuids: [], brand: null, audienceGuest: true, audienceMember: true, audiencePartner: true,
    promoCodePool: [], promoCodePrefix: null, hasAction: true, gift: null, bannerPaths: [], isActive: true, ...row,
  }));
  await db.insert(promotions).values(full).onConflictDoUpdate({ target: [promotions.typeSlug, promotions.slug], set: updated });

  await db.delete(addressProgramStores);
  const storesIn = async (names: string[], limit: number) =>
    db
      .select({ id: stores.id })
      .from(stores)
      .where(sql`${stores.cityGuid} in ${names.map(guidOf)}`)
      .orderBy(asc(stores.id))
      .limit(limit);
  const programmes: [number, { id: number }[]][] = [
    [addressPrograms.capitals, await storesIn(['Москва', 'Санкт-Петербург'], 8)],
    [addressPrograms.gifts, await storesIn(['Москва', 'Новосибирск', 'Екатеринбург', 'Казань'], 6)],
    [addressPrograms.kazan, await storesIn(['Казань'], 3)],
  ];
  const links = programmes.flatMap(([programme, found]) => found.map((store) => ({ addressProgramId: programme, storeId: store.id })));
  if (links.length > 0) await db.insert(addressProgramStores).values(links);

  const [wheel] = await db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.slug, wheelOfFortuneSlug), eq(promotions.typeSlug, 'omni')));
  if (wheel) {
    await db
      .insert(wheelPrizes)
      .values(wheelPrizeSeed.map((prize) => ({ promocode: null, promocodePrefix: null, ...prize, promotionId: wheel.id })))
      .onConflictDoUpdate({
        target: [wheelPrizes.promotionId, wheelPrizes.numericId],
        set: { title: sql`excluded.title`, weight: sql`excluded.weight`, kind: sql`excluded.kind`, promocode: sql`excluded.promocode`, promocodePrefix: sql`excluded.promocode_prefix` },
      });
  }
  return full.length;
}

// Shop-map reads: paged points by bounds, city, kinds and text; one point with its upcoming holiday
// hours; counts by kind; the unpaged city list.
import type { StoreBounds, StoreHolidayHours, StorePointType } from '@ornament/api-contract';
import { storeHolidayHoursLimit } from '@ornament/domain';
import { type SQL, and, asc, count, eq, gte, ilike, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { addressProgramStores, storeHolidayHours, stores } from '../../db/schema';
import type { StoreRow } from './views';

export interface PointFilter {
  bounds?: StoreBounds | undefined;
  cityGuid?: string | undefined;
  /** Every list must match (the point has at least one kind of each list). */
  typeLists: readonly (readonly StorePointType[])[];
  text?: string | undefined;
  onMap?: boolean | undefined;
  /** A promotion's address programme (address_program_stores). */
  addressProgramId?: number | undefined;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** `%`, `_` and `\` typed by the shopper match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const inProgramme = (id: number): SQL =>
  sql`exists (select 1 from ${addressProgramStores} where ${addressProgramStores.storeId} = ${stores.id} and ${addressProgramStores.addressProgramId} = ${id})`;

export function pointConditions(filter: PointFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.bounds) {
    const [south, west, north, east] = filter.bounds;
    conditions.push(and(gte(stores.lat, south), lte(stores.lat, north)) as SQL);
    // A box across the antimeridian has west > east.
    conditions.push((west <= east ? and(gte(stores.lon, west), lte(stores.lon, east)) : or(gte(stores.lon, west), lte(stores.lon, east))) as SQL);
  }
  if (filter.cityGuid) conditions.push(eq(stores.cityGuid, filter.cityGuid));
  for (const types of filter.typeLists) {
    // An empty list matches nothing (a filter whose kinds are all unknown shows no points).
    conditions.push(types.length === 0 ? sql`false` : sql`${stores.pointTypes} && ${textArray(types)}`);
  }
  if (filter.text) {
    const pattern = likePattern(filter.text);
    conditions.push(or(ilike(stores.name, pattern), ilike(stores.address, pattern), ilike(stores.metro, pattern)) as SQL);
  }
  if (filter.onMap !== undefined) conditions.push(eq(stores.isOnMap, filter.onMap));
  if (filter.addressProgramId !== undefined) {
    conditions.push(inProgramme(filter.addressProgramId));
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function pointsPage(db: Db, filter: PointFilter, page: number, perPage: number): Promise<{ rows: StoreRow[]; total: number }> {
  const where = pointConditions(filter);
  const [totalRow] = await db.select({ n: count() }).from(stores).where(where);
  const rows = await db
    .select()
    .from(stores)
    .where(where)
    .orderBy(asc(stores.name), asc(stores.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function cityPoints(db: Db, cityGuid: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.cityGuid, cityGuid), eq(stores.isOnMap, true)))
    .orderBy(asc(stores.name), asc(stores.id));
}

export async function storeById(db: Db, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row;
}

/**
 * Holiday exceptions from `today` (YYYY-MM-DD) to a year ahead, soonest first: the detail shows day
 * and month only, so a season further on would repeat its dates.
 */
export async function upcomingHolidays(db: Db, storeId: number, today: string): Promise<StoreHolidayHours[]> {
  const yearAhead = new Date(`${today}T00:00:00Z`);
  yearAhead.setUTCFullYear(yearAhead.getUTCFullYear() + 1);
  const rows = await db
    .select({ date: storeHolidayHours.day, open: storeHolidayHours.open, close: storeHolidayHours.close, note: storeHolidayHours.note })
    .from(storeHolidayHours)
    .where(and(eq(storeHolidayHours.storeId, storeId), gte(storeHolidayHours.day, today), lt(storeHolidayHours.day, yearAhead.toISOString().slice(0, 10))))
    .orderBy(asc(storeHolidayHours.day))
    .limit(storeHolidayHoursLimit);
  return rows;
}

/** Spec 3 §3 "stores count (flagships, partners, retails)" among the points on the map. */
export async function pointCounts(db: Db, filter: Pick<PointFilter, 'cityGuid' | 'addressProgramId'>): Promise<{ flagships: number; partners: number; retails: number }> {
  const where = pointConditions({ ...filter, typeLists: [], onMap: true });
  const has = (types: readonly string[]) => sql<number>`count(*) filter (where ${stores.pointTypes} && ${textArray(types)})::int`;
  const [row] = await db
    .select({ flagships: has(['flagship']), partners: has(['franchise', 'partner']), retails: has(['retail', 'premium']) })
    .from(stores)
    .where(where);
  return { flagships: row?.flagships ?? 0, partners: row?.partners ?? 0, retails: row?.retails ?? 0 };
}

/** Stores whose address, name or metro holds the text, on the map (for geocoding). */
export async function pointsByText(db: Db, text: string, limit: number): Promise<StoreRow[]> {
  return db
    .select()
    .from(stores)
    .where(pointConditions({ typeLists: [], text, onMap: true }))
    .orderBy(asc(stores.address), asc(stores.id))
    .limit(limit);
}

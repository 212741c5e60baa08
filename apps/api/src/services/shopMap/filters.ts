// The named filters of the shops-map-filter-list content area: an item's title is the filter name,
// its text the comma-separated point types it shows (the area is edited, so it is read per call).
import { type ShopMapFilter, type StorePointType, shopMapPaths, storePointTypes } from '@ornament/api-contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { contentAreaItems, contentAreas } from '../../db/schema';

const known = new Set<string>(storePointTypes);

export function parsePointTypes(text: string | null): StorePointType[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part): part is StorePointType => known.has(part));
}

export async function shopMapFilters(db: Db): Promise<ShopMapFilter[]> {
  const rows = await db
    .select({ name: contentAreaItems.title, text: contentAreaItems.text })
    .from(contentAreaItems)
    .innerJoin(contentAreas, eq(contentAreas.id, contentAreaItems.areaId))
    .where(eq(contentAreas.code, shopMapPaths.filterListArea))
    .orderBy(asc(contentAreaItems.sort), asc(contentAreaItems.id));
  return rows.map((row) => ({ name: row.name, pointTypes: parsePointTypes(row.text) }));
}

/**
 * The point types the active filter names stand for (their union), or null when no known name is
 * active (no narrowing). Names are compared trimmed; unknown names are skipped, the area may change.
 */
export function typesOfFilterNames(filters: readonly ShopMapFilter[], names: string | undefined): StorePointType[] | null {
  const wanted = new Set((names ?? '').split(',').map((name) => name.trim()).filter(Boolean));
  const matched = filters.filter((filter) => wanted.has(filter.name));
  if (matched.length === 0) return null;
  return [...new Set(matched.flatMap((filter) => filter.pointTypes))];
}

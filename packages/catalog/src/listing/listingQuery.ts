import { limits } from '@ornament/domain';

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>;

// Paging size is the storefront's decision (spec 2 §9: 72 a page), never the visitor's.
const ownedKeys = new Set(['per_page']);

/** The listing call's query from the page's search params: one value per key, our page size. */
export function toListingQuery(searchParams: SearchParams): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const [key, raw] of Object.entries(searchParams)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value === '' || ownedKeys.has(key)) continue;
    query[key] = value;
  }
  query.per_page = limits.catalogPageSize;
  return query;
}

/** The page number asked for; anything but a whole number from 1 counts as the first page. */
export function currentPageOf(searchParams: SearchParams): number {
  const raw = searchParams.page;
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The kept photo search named by `?id=` (spec 1 §2 /products-search/image) and the remaining
 * params, or undefined when the id is missing or not a UUID (the route answers 404).
 */
export function imageSearchIdOf(searchParams: SearchParams): { id: string; rest: SearchParams } | undefined {
  const { id, ...rest } = searchParams;
  const searchId = Array.isArray(id) ? id[0] : id;
  if (!searchId || !uuid.test(searchId)) return undefined;
  return { id: searchId, rest };
}

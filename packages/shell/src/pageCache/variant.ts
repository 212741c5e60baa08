// The first segment of the cached page tree (`app/[variant]/…`). A public page's HTML depends on the
// storefront, the URL and the shopper's city (prices by country, stores in the city) and on nothing
// else, so the proxy rewrites `/jewelry-catalog/?page=2` for a shopper in Kazan to
// `/v.<kazan guid>.<base64url of page=2>/jewelry-catalog/`, and Next's cache keeps one page per
// variant. Nothing personal can enter the key: it is built from the city cookie and the query alone.
import { cityByGuid } from '@ornament/domain';

export interface PageVariant {
  /** The shopper's city when a known city is chosen; none means the storefront's default city. */
  cityGuid: string | undefined;
  /** The page's query, canonical: sorted, tracking keys dropped ('' for none). */
  query: string;
  /**
   * The basket's own frame (spec 1 §2: its reduced header). The tree's layout cannot see the path
   * below it, so the variant says so; only the basket page takes such a variant, every other page
   * refuses it, and the other pages' payload never carries the reduced header.
   */
  basketFrame?: true;
}

const marker = 'v';
const basketMarker = 'b';
const none = '-';
const base64url = /^[A-Za-z0-9_-]+$/;
/** A longer query is not a page anyone links to: the listing drops it. */
const maxQueryLength = 1024;

/** Keys that only tell where a visitor came from (campaign tags, click ids): never a different page. */
const trackingKeys = /^(utm_\w+|gclid|yclid|fbclid|_openstat|from|coupon|ysclid|etext|roistat\w*)$/i;

/** The query of a page as its cache key: tracking keys dropped, keys sorted, one value order kept. */
export function canonicalQuery(searchParams: URLSearchParams): string {
  const kept = [...searchParams.entries()].filter(([key]) => !trackingKeys.test(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query.length <= maxQueryLength ? query : '';
}

/** A city cookie as the variant's city: a known city's GUID, else none (the default city). */
export function variantCityOf(cookie: string | undefined): string | undefined {
  return cookie ? cityByGuid(cookie)?.guid.toLowerCase() : undefined;
}

export function encodeVariant({ cityGuid, query, basketFrame }: PageVariant): string {
  const encodedQuery = query ? Buffer.from(query, 'utf8').toString('base64url') : none;
  return `${basketFrame ? basketMarker : marker}.${cityGuid ?? none}.${encodedQuery}`;
}

/** The variant a segment names, or undefined for anything the proxy would not have written. */
export function decodeVariant(segment: string): PageVariant | undefined {
  const [head, city, query, ...rest] = segment.split('.');
  if ((head !== marker && head !== basketMarker) || city === undefined || query === undefined || rest.length > 0) return undefined;
  const cityGuid = city === none ? undefined : variantCityOf(city);
  if (city !== none && !cityGuid) return undefined;
  const frame = head === basketMarker ? { basketFrame: true as const } : {};
  if (query === none) return { cityGuid, query: '', ...frame };
  if (!base64url.test(query)) return undefined;
  return { cityGuid, query: Buffer.from(query, 'base64url').toString('utf8'), ...frame };
}

/** The variant's query as a page's search params (the route factories' shape). */
export function searchParamsOf(variant: PageVariant): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(variant.query)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return params;
}

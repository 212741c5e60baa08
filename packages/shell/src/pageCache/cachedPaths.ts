import { isBasketPath } from '../header/headerType';
import { canonicalQuery, decodeVariant, encodeVariant, variantCityOf } from './variant';

/**
 * Which page requests are served from the cached tree: every GET or HEAD of a page outside the
 * app's personal paths (account, basket, checkout, sign-in, search: read per request with the
 * shopper's cookies). A personal path is a prefix ending in '/'; a segment '*' in it stands for any
 * one segment (the reviews of every product).
 */
export function isCachedPagePath(pathname: string, personalPaths: readonly string[]): boolean {
  const segments = (pathname.endsWith('/') ? pathname : `${pathname}/`).split('/');
  return !personalPaths.some((prefix) => {
    const wanted = prefix.split('/').slice(0, -1);
    return wanted.length <= segments.length - 1 && wanted.every((segment, i) => segment === '*' || segment === segments[i]);
  });
}

/**
 * The cached tree's path for a public page: the variant segment in front of the shopper's path. The
 * basket's shell takes no query (its content is the browser's), so one copy per city serves every link.
 */
export function cachedPagePath(pathname: string, searchParams: URLSearchParams, cityCookie: string | undefined): string {
  const cityGuid = variantCityOf(cityCookie);
  const variant = encodeVariant(isBasketPath(pathname) ? { cityGuid, query: '', basketFrame: true } : { cityGuid, query: canonicalQuery(searchParams) });
  return `/${variant}${pathname === '/' ? '/' : pathname}`;
}

/** A path whose first segment is a variant: already rewritten. */
export function isCachedTreePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return decodeVariant(first) !== undefined;
}

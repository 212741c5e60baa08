import { isCatalogSection, limits, type Tenant } from '@ornament/domain';

/** Header variants by page type (spec 1 §2). */
export const headerTypes = ['main', 'catalog', 'product', 'basket', 'reviews', 'default'] as const;
export type HeaderType = (typeof headerTypes)[number];

const reviewsSegment = 'reviews';
const basketSegment = 'basket';

function segmentsOf(pathname: string): string[] {
  return pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
}

/**
 * The header variant a page gets when its layout does not say: the home page, a catalogue section
 * (the storefront's own prefix or any shared section), a product, its reviews, the basket, or default.
 */
export function headerTypeOf(pathname: string, tenant: Pick<Tenant, 'catalogPrefix'>): HeaderType {
  const segments = segmentsOf(pathname);
  const [first] = segments;
  if (first === undefined) return 'main';
  if (segments.includes(reviewsSegment) && first === 'product') return 'reviews';
  if (first === 'product') return 'product';
  if (first === basketSegment) return 'basket';
  if (first === tenant.catalogPrefix || first === 'catalog' || isCatalogSection(first)) return 'catalog';
  return 'default';
}

/** The basket and the pages after it: the reduced header's pages (the cached basket's own variant, too). */
export function isBasketPath(pathname: string): boolean {
  return segmentsOf(pathname)[0] === basketSegment;
}

/** The reviews header's back target: the same path without its reviews part (spec 1 §2). */
export function reviewsBackPath(pathname: string): string {
  const segments = segmentsOf(pathname);
  const at = segments.lastIndexOf(reviewsSegment);
  const kept = at < 0 ? segments : segments.slice(0, at);
  return kept.length ? `/${kept.join('/')}/` : '/';
}

/** Only the main page's header sticks, once scrolled beyond 221 px (spec 1 §9). */
export function isStickyHeader(type: HeaderType, scrollY: number): boolean {
  return type === 'main' && scrollY > limits.stickyHeaderThresholdPx;
}

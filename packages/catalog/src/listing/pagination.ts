import type { SearchParams } from './listingQuery';

export type PageItem = { type: 'page'; page: number; href: string; current: boolean } | { type: 'gap'; key: string };

/** The listing URL for a page, keeping the other parameters; page 1 has no `page` (one URL per page). */
export function pageHref(path: string, searchParams: SearchParams, page: number): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(searchParams)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (key === 'page' || value === undefined || value === '') continue;
    params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** First, last, and the current page with its neighbours; gaps between them. */
export function pageItems(current: number, pageCount: number, hrefFor: (page: number) => string, around = 1): PageItem[] {
  if (pageCount <= 1) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page, href: hrefFor(page), current: page === current });
  });
  return items;
}

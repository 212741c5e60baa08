/** The page numbers a pager shows: all of them up to 7, otherwise the ends and the neighbours of the current one, with null for a gap. */
export function pageLinks(current: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const wanted = new Set([1, 2, count - 1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) links.push(null);
    links.push(n);
  });
  return links;
}

export function hrefWithPage(base: string, params: Record<string, string | undefined>, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

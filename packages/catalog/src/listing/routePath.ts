/**
 * The catalogue path for a storefront route `/[section]/[...slug]/`, or undefined when the section
 * is not one this storefront lists (the route then answers 404 without asking the API).
 */
export function catalogRoutePath(allowedSections: readonly string[], section: string, slug: readonly string[] = []): string | undefined {
  if (!allowedSections.includes(section)) return undefined;
  return `/${[section, ...slug].join('/')}/`;
}

/** '/products-search/text/text-{slug}/…': the first segment must be the query's slug (spec 1 §2). */
export function textSearchRoutePath(slug: readonly string[]): string | undefined {
  return slug[0]?.startsWith('text-') ? `/products-search/text/${slug.join('/')}/` : undefined;
}

/** The search params as one string (first value of each key, page included): a cache key for a request's listing. */
export function listingQueryKey(searchParams: Readonly<Record<string, string | string[] | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(searchParams)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}

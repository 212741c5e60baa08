/**
 * How the API tells the storefronts their cached pages are stale: a POST of `{ tags }` to each
 * storefront process's path, with the shared secret as a bearer token. Every cached read carries
 * the catalogue tag, which the API names when any catalogue table changes; every listing read (a
 * section, its filters, search results) also carries the listings tag, which it names when a product
 * sold out (listings filter and count by stock; a product page shows no other product's stock).
 */
export const pageRevalidation = {
  path: '/internal/revalidate/',
  catalogTag: 'catalog',
  listingsTag: 'listings',
  /** A product's every page: its reads (card, sizes, installment offer) carry it. */
  productTag: (article: string) => `product:${article}`,
  /**
   * A product's pages with a size picked (`?size=`): their sizes read, which names the shops, carries it
   * too. A size's own count and shops show there alone, so a change to them spares the product's page.
   */
  sizesTag: (article: string) => `sizes:${article}`,
  /** A tag is letters, digits and ':._-' (`product:1004496`, `listing:jewelry-catalog`). */
  tagPattern: /^[\w:.-]{1,128}$/,
  maxTags: 64,
} as const;

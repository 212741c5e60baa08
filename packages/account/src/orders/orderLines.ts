// The order detail's lines with the products' current cards (S3.7.16: GET products/?url_codes=, one
// call for every item): a line links to its product page and shows its current name and picture; a
// product gone from the storefront's catalogue reads as plain text (no dead link, no broken picture).
import type { OrderItem, Product } from '@ornament/api-contract';
import { paths } from '@ornament/api-contract/http';

export interface OrderLine {
  item: OrderItem;
  name: string;
  /** The product page; null when the product is gone. */
  href: string | null;
  /** The product's picture; null when the product is gone. */
  image: string | null;
  /** The product's numeric id, for its information block (product-info/{id}/); null when not looked up or gone. */
  productId: number | null;
}

/** The catalogue call takes at most this many url codes (api-contract urlCodesQuerySchema). */
const maxUrlCodes = 100;

export const productHref = (article: string) => `/product/${encodeURIComponent(article)}/`;

/** Each url code once, in the order's order, for one products call. */
export function productUrlCodes(items: readonly Pick<OrderItem, 'url-code'>[]): string[] {
  return [...new Set(items.map((item) => item['url-code']))].slice(0, maxUrlCodes);
}

/**
 * Items × the products found. `products` null means the lookup failed: nothing is known to be gone,
 * so every line keeps its link and the picture drawn by its url code, as the order recorded them.
 */
export function orderLines(items: readonly OrderItem[], products: readonly Product[] | null): OrderLine[] {
  const asked = new Set(productUrlCodes(items));
  const byUrlCode = new Map((products ?? []).map((product) => [product.url_code, product]));
  return items.map((item) => {
    const product = byUrlCode.get(item['url-code']);
    if (product) {
      return { item, name: product.name, href: productHref(product.article), image: product.media_with_formatting[0]?.url ?? paths.productImage(product.url_code, 'white', 0), productId: product.id };
    }
    if (products === null || !asked.has(item['url-code'])) {
      return { item, name: item.name, href: productHref(item.article), image: paths.productImage(item['url-code'], 'white', 0), productId: null };
    }
    return { item, name: item.name, href: null, image: null, productId: null };
  });
}

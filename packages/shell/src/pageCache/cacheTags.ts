// What a cached page is tagged with, so the API can name what changed and every page showing it is
// rendered again. Each API read a public page makes carries the tags of its data; the API names
// `catalog` when any catalogue table changes, `listings` when a product sold out, `product:{article}`
// when a product's page reads otherwise, `sizes:{article}` when only its pages with a size picked do
// (its storefrontRevalidation plugin).
import { pageRevalidation, serviceOfPath } from '@ornament/api-contract/http';

/** Every read a cached page makes carries it: the catalogue shows on nearly every page (menus, cards). */
export const catalogTag = pageRevalidation.catalogTag;

/** The product's own reads: its card, sizes, and installment offer (`catalog/product/{article}/…`, no listing). */
const productPath = /^\/api\/serviceCatalog\/v2\/(?:products\/(?:sizes\/)?|catalog\/product\/)([^/]+)\/(?:installment-pay\/)?$/;
/** The sizes read naming each size's shops: only a page with a size picked, or of a product without sizes, asks for them. */
const sizesWithShopsPath = /^\/api\/serviceCatalog\/v2\/products\/sizes\/([^/]+)\/$/;
const listingPath = /^\/api\/serviceCatalog\/v2\/(?:catalog|filters)\/(?!product\/)([\w-]+)\//;
const contentPath = /^\/api\/sklv\/v4\/content\/area(?:-with-formatting)?\/([\w-]+)\/$/;

/** The tags of one API read by its path and query: the catalogue, its service, and the thing itself. */
export function cacheTagsOf(path: string, query: URLSearchParams = new URLSearchParams()): string[] {
  const tags = [catalogTag, `service:${serviceOfPath(path)}`];
  const product = productPath.exec(path)?.[1];
  if (product) tags.push(pageRevalidation.productTag(decodeURIComponent(product)));
  const sized = sizesWithShopsPath.exec(path)?.[1];
  if (sized && query.get('stores') === 'Y') tags.push(pageRevalidation.sizesTag(decodeURIComponent(sized)));
  const section = listingPath.exec(path)?.[1];
  if (section) tags.push(`listing:${section}`, pageRevalidation.listingsTag);
  const area = contentPath.exec(path)?.[1];
  if (area) tags.push(`content:${area}`);
  return tags;
}

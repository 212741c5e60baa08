import type { Product, ProductDetail } from '@ornament/api-contract';
import type { ItemInput } from './item';

/** Names (or codes) under which the catalogue gives the manufacturer characteristic. */
const manufacturerNames = new Set(['производитель', 'manufacturer', 'бренд', 'brand']);

interface Characteristic {
  readonly name: string;
  readonly value: string;
  readonly code?: string;
}

function manufacturerOf(characteristics: readonly Characteristic[]): string | null {
  const found = characteristics.find(
    ({ name, code }) => manufacturerNames.has(name.trim().toLowerCase()) || (code !== undefined && manufacturerNames.has(code)),
  );
  return found?.value.trim() || null;
}

function isDetail(product: Product | ProductDetail): product is ProductDetail {
  return 'breadcrumbs' in product;
}

/** The category path: the product page's breadcrumbs (without home and the product), else its category. */
function categoriesOf(product: Product | ProductDetail): string[] {
  if (!isDetail(product)) return [product.category.name];
  const path = product.breadcrumbs
    .filter(({ url, name }) => url !== '/' && name !== product.name)
    .map(({ name }) => name);
  return path.length > 0 ? path : [product.category.name];
}

export interface ProductItemExtras {
  readonly size?: string | null;
  readonly quantity?: number;
}

/** Adapts the api-contract product (listing or detail) to the analytics item input. */
export function fromProduct(product: Product | ProductDetail, extras: ProductItemExtras = {}): ItemInput {
  const characteristics = isDetail(product)
    ? [...product.characteristics, ...product.characteristic_short]
    : product.characteristic_short;
  return {
    article: product.article,
    name: product.name,
    price: product.price,
    oldPrice: product.old_price,
    size: extras.size ?? null,
    quantity: extras.quantity ?? 1,
    inStock: product.stock.in_stock,
    categories: categoriesOf(product),
    rating: product.rating.rating_float,
    reviews: product.rating.sum_comments,
    manufacturer: manufacturerOf(characteristics),
  };
}

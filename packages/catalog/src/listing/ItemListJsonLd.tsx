import type { Product } from '@ornament/api-contract';
import { productHref } from '../product/cardProps';

/** JSON-LD ItemList of a listing page (schema.org): position, product URL and name. */
export function itemListJsonLd(name: string, products: readonly Product[], firstIndex: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstIndex + index + 1,
      url: productHref(product),
      name: product.name,
    })),
  };
}

/** `<` is escaped so no product name can close the script element. */
export function ItemListJsonLd(props: { name: string; products: readonly Product[]; firstIndex: number }) {
  const json = JSON.stringify(itemListJsonLd(props.name, props.products, props.firstIndex)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

// The product page's additions to a product (api-contract productDetailSchema) and the sizes answer.
import type { ProductDetail, ProductSize } from '@ornament/api-contract';
import { type CountryCode, isStockShown } from '@ornament/domain';
import type { FullProductRow } from './productRows';
import { type PriceContext, characteristicsOf, toProduct } from './productMapper';
import type { ProductSizes } from './productRepository';
import { sectionName } from './meta';
import { type CatalogDictionary, categoryChain } from './selection';

/** The product's place in the catalogue: home, its section, then its category chain. */
export function productBreadcrumbs(row: Pick<FullProductRow, 'section' | 'categoryId'>, dictionary: CatalogDictionary): ProductDetail['breadcrumbs'] {
  const category = dictionary.categoriesById.get(row.categoryId);
  const chain = category ? categoryChain(category, dictionary) : [];
  return [
    { name: 'Главная', url: '/' },
    { name: sectionName(row.section), url: `/${row.section}/` },
    ...chain.map((node, i) => ({ name: node.name, url: `/${row.section}/${chain.slice(0, i + 1).map((n) => n.code).join('/')}/` })),
  ];
}

export function toProductDetail(
  row: FullProductRow & { description: string },
  context: PriceContext,
  dictionary: CatalogDictionary,
): ProductDetail {
  const breadcrumbs = productBreadcrumbs(row, dictionary);
  return {
    ...toProduct(row, context),
    description: row.description,
    characteristics: characteristicsOf(row),
    kits: [],
    upsale_link: null,
    breadcrumbs,
  };
}

/** One row per size ('' for an unsized product); Kazakhstan never stocks catalogue goods (spec 2 §9). */
export function toProductSizes(data: ProductSizes, country: CountryCode, withStores: boolean): ProductSize[] {
  const shown = isStockShown(data.catalog, country);
  const labels = data.sizes.length > 0 ? data.sizes : [''];
  return labels.map((size) => {
    const quantity = shown ? (data.stockBySize.get(size) ?? 0) : 0;
    const row: ProductSize = {
      size,
      price: data.price,
      old_price: data.oldPrice !== null && data.oldPrice > data.price ? data.oldPrice : null,
      quantity,
      in_stock: quantity > 0,
    };
    if (withStores) {
      row.stores = shown
        ? data.stores
            .filter((store) => store.size === size)
            .map((store) => ({ id: store.storeId, name: store.name, address: store.address, quantity: store.quantity }))
        : [];
    }
    return row;
  });
}

// Database rows → the api-contract Product (spec 2 §3). Pure, so every mapping rule has a unit test.
import { type Media, type Product, paths } from '@ornament/api-contract';
import { type CountryCode, type CurrencyCode, currencies, isStockShown, bonusAccrual } from '@ornament/domain';
import { productImageSide } from '@ornament/api-contract/http';
import type { FullProductRow } from './productRows';

/** Pictures per variant the media service draws for every product (white and black backgrounds). */
export const imagesPerVariant = 2;

export interface PriceContext {
  country: CountryCode;
  currency: CurrencyCode;
}

export function currencyOfCode(code: CurrencyCode): Product['currency'] {
  const info = currencies[code];
  return { code: info.code, symbol: info.symbol, text: info.text };
}

/** Whole percent off the old price; 0 when there is no (higher) old price. */
export function discountPercent(price: number, oldPrice: number | null): number {
  if (oldPrice === null || oldPrice <= price || oldPrice <= 0) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

export function mediaOf(urlCode: string, name: string, variant: 'white' | 'black'): Media[] {
  return Array.from({ length: imagesPerVariant }, (_, i) => ({
    type: 'image' as const,
    url: paths.productImage(urlCode, variant, i + 1),
    width: productImageSide,
    height: productImageSide,
    alt: name,
  }));
}

function formatWeight(grams: number): string {
  return `${String(Math.round(grams * 100) / 100).replace('.', ',')} г`;
}

export function characteristicsOf(row: FullProductRow): { code: string; name: string; value: string }[] {
  const list = [{ code: 'material', name: 'Материал', value: row.materialName }];
  if (row.inserts.length > 0) list.push({ code: 'insert', name: 'Вставка', value: row.inserts.map((i) => i.name).join(', ') });
  if (row.weight !== null) list.push({ code: 'weight', name: 'Вес', value: formatWeight(row.weight) });
  if (row.collectionName) list.push({ code: 'collection', name: 'Коллекция', value: row.collectionName });
  return list;
}

/** Stock the storefront may show: Kazakhstan never stocks catalogue and packaging goods (spec 2 §9). */
export function stockOf(catalog: string, quantity: number, country: CountryCode): Product['stock'] {
  const shown = isStockShown(catalog, country) ? Math.max(0, quantity) : 0;
  return { in_stock: shown > 0, quantity: shown };
}

export function toProduct(row: FullProductRow, context: PriceContext): Product {
  return {
    id: row.id,
    article: row.article,
    url_code: row.urlCode,
    name: row.name,
    price: row.price,
    old_price: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    discount: discountPercent(row.price, row.oldPrice),
    bonus: bonusAccrual(row.price),
    currency: currencyOfCode(context.currency),
    stock: stockOf(row.catalog, row.quantity, context.country),
    characteristic_short: characteristicsOf(row).map(({ name, value }) => ({ name, value })),
    collection: row.collectionCode && row.collectionName ? { code: row.collectionCode, name: row.collectionName } : null,
    badges: row.badges,
    is_on_request: row.isOnRequest,
    is_sizeable: row.isSizeable,
    catalog: row.catalog,
    category: { code: row.categoryCode, name: row.categoryName },
    weight: row.weight,
    material: { code: row.materialCode, name: row.materialName, color_code: row.materialColor },
    inserts: row.inserts.map((insert) => ({
      url_code: insert.code,
      name: insert.name,
      count: insert.count,
      weight: insert.weight,
      color_code: insert.colorCode,
    })),
    media_with_formatting: mediaOf(row.urlCode, row.name, 'white'),
    media_with_formatting_black: mediaOf(row.urlCode, row.name, 'black'),
    rating: { rating: Math.round(row.rating), rating_float: Math.round(row.rating * 10) / 10, sum_comments: row.ratingCount },
    sort: row.sort,
  };
}

// A basket line as the contract shows it (spec 3 §3 "Basket product").
import { type BasketProduct, type DiscountReason, paths } from '@ornament/api-contract';
import { crc32 } from './crc32';
import type { ClassifiedLine } from './classify';
import { fromCents } from './pricing/money';

export interface LinePrice {
  /** Catalogue unit price, cents. */
  unitCents: number;
  /** The line after every rule, cents. */
  totalCents: number;
  reason: DiscountReason | null;
}

export function externalIdOf(article: string, size: string): string {
  return size ? `${article}#${size}` : article;
}

export function photoOf(urlCode: string): string {
  return paths.productImage(urlCode, 'white', 1);
}

export function presentLine(line: ClassifiedLine, price: LinePrice | null, warning: string | null): BasketProduct {
  const { row } = line;
  const unitCents = price?.unitCents ?? Math.round((row.price ?? 0) * 100);
  const totalCents = price?.totalCents ?? unitCents * line.quantity;
  const unitAfter = line.quantity > 0 ? Math.round(totalCents / line.quantity) : unitCents;
  const oldUnit = row.oldPrice ?? (unitAfter < unitCents ? row.price : null);
  const crossed = oldUnit !== null ? Math.round(oldUnit * 100) : null;
  return {
    id: row.id,
    externalId: externalIdOf(row.article, row.size),
    article: row.article,
    urlCode: row.urlCode,
    size: row.size,
    quantity: line.quantity,
    quantityAvailable: Math.max(0, row.stock),
    isSelected: row.isSelected,
    isFavorites: row.isFavorite,
    title: row.name,
    photo: photoOf(row.urlCode),
    price: fromCents(unitAfter),
    basePrice: fromCents(unitCents),
    oldPrice: crossed !== null ? fromCents(crossed) : null,
    sum: fromCents(totalCents),
    discountReason: price?.reason ?? null,
    categoryHierarchy: row.categories,
    brand: row.brand,
    badges: row.badges,
    articleCrc: crc32(row.article),
    discountPercent: crossed !== null && crossed > 0 ? Math.round(((crossed - unitAfter) / crossed) * 100) : 0,
    warning,
  };
}

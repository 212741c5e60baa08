// What the product page shows for the picked size (spec 2 §3–§4): pure, so the rules are tested.
import type { ProductSize } from '@ornament/api-contract';
import { bonusAccrual, isPremium, lowStockLabel } from '@ornament/domain';
import type { ProductDetail } from './loadProduct';

export interface SizeState {
  /** Sizes to pick from; empty for a product without sizes. */
  options: ProductSize[];
  picked: ProductSize | null;
  /** A sizeable product whose size is not picked yet: the page asks for one. */
  needsPick: boolean;
}

/** The `size` query parameter picks a size only when the product has it. */
export function sizeStateOf(product: Pick<ProductDetail, 'is_sizeable'>, sizes: readonly ProductSize[] | null, requested: string | undefined): SizeState {
  const rows = sizes ?? [];
  const sized = rows.filter((row) => row.size !== '');
  if (sized.length === 0) return { options: [], picked: rows.find((row) => row.size === '') ?? null, needsPick: false };
  const picked = requested === undefined ? null : (sized.find((row) => row.size === requested) ?? null);
  return { options: sized, picked, needsPick: picked === null && product.is_sizeable };
}

export interface PriceView {
  price: number;
  oldPrice: number | null;
  discount: number;
  bonus: number;
  inStock: boolean;
  quantity: number;
  stockLabel: string | null;
  premium: boolean;
}

const percentOff = (price: number, oldPrice: number | null) => (oldPrice !== null && oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0);

/** Price, bonus and stock of the picked size, else of the product as a whole. */
export function priceViewOf(product: ProductDetail, state: SizeState): PriceView {
  const row = state.picked;
  const price = row?.price ?? product.price;
  const oldPrice = row ? row.old_price : product.old_price;
  const quantity = row ? row.quantity : product.stock.quantity;
  const inStock = row ? row.in_stock : product.stock.in_stock;
  return {
    price,
    oldPrice,
    discount: row ? percentOff(price, oldPrice) : product.discount,
    bonus: bonusAccrual(price),
    inStock,
    quantity,
    stockLabel: inStock ? lowStockLabel(quantity) : null,
    premium: isPremium({ name: product.name, inserts: product.inserts, price }),
  };
}

/** The product page URL with a size picked (shareable; the size feeds the offer call). */
export function sizeHref(article: string, size: string): string {
  return `/product/${encodeURIComponent(article)}/?size=${encodeURIComponent(size)}`;
}

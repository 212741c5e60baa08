import { brands, limits, type BrandId } from '@ornament/domain';
import { fnv1a32 } from './hash';
import { roundMoney } from './value';

/** What analytics needs to know about a product, independent of any API shape. */
export interface ItemInput {
  readonly article: string;
  readonly name: string;
  /** Current price, in the event's currency. */
  readonly price: number;
  /** Crossed-out price before the discount, when there is one. */
  readonly oldPrice?: number | null;
  /** The chosen size, if the product is sized. */
  readonly size?: string | null;
  readonly quantity?: number;
  readonly inStock: boolean;
  /** Category path from the top, e.g. ['Украшения', 'Кольца', 'Обручальные кольца']. */
  readonly categories?: readonly string[];
  readonly rating?: number | null;
  readonly reviews?: number | null;
  /** The manufacturer characteristic; when absent the shop's own brand is reported. */
  readonly manufacturer?: string | null;
}

/** Where the item was shown. */
export interface ItemContext {
  readonly brand: BrandId;
  readonly listName?: string;
  /** Position in the list, counted from 0 as GA4 does. */
  readonly index?: number;
}

export type ItemAvailability = 'in_stock' | 'out_of_stock';

/** A GA4 ecommerce item with the custom fields of spec 1 §3. */
export interface AnalyticsItem {
  readonly item_id: string;
  readonly item_id_hash: string;
  readonly item_name: string;
  readonly item_brand: string;
  readonly item_variant?: string;
  readonly item_list_name?: string;
  readonly index?: number;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  readonly price: number;
  /** The price on the label: the crossed-out one when discounted, else the price. */
  readonly label_price: number;
  /** Money off one unit (GA4 `discount`), 0 without a discount. */
  readonly discount: number;
  readonly quantity: number;
  readonly availability: ItemAvailability;
  readonly rating?: number;
  readonly reviews?: number;
}

const categoryKeys = ['item_category', 'item_category2', 'item_category3', 'item_category4', 'item_category5'] as const;
type CategoryFields = Partial<Record<(typeof categoryKeys)[number], string>>;

/** Up to five non-empty category levels (spec 1 §3). */
export function categoryFields(categories: readonly string[] = []): CategoryFields {
  const levels = categories
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .slice(0, limits.analyticsCategoryLevels);
  return Object.fromEntries(levels.map((name, level) => [categoryKeys[level], name]));
}

/** Spec 1 §3: the default brand name unless the manufacturer characteristic exists. */
export function itemBrand(brand: BrandId, manufacturer?: string | null): string {
  const named = manufacturer?.trim();
  return named !== undefined && named !== '' ? named : brands[brand].shopName;
}

export function toAnalyticsItem(input: ItemInput, context: ItemContext): AnalyticsItem {
  const labelPrice = input.oldPrice != null && input.oldPrice > input.price ? input.oldPrice : input.price;
  const size = input.size?.trim();
  return {
    item_id: input.article,
    item_id_hash: fnv1a32(input.article),
    item_name: input.name,
    item_brand: itemBrand(context.brand, input.manufacturer),
    ...(size !== undefined && size !== '' ? { item_variant: size } : {}),
    ...(context.listName !== undefined ? { item_list_name: context.listName } : {}),
    ...(context.index !== undefined ? { index: context.index } : {}),
    ...categoryFields(input.categories),
    price: roundMoney(input.price),
    label_price: roundMoney(labelPrice),
    discount: roundMoney(labelPrice - input.price),
    quantity: input.quantity ?? 1,
    availability: input.inStock ? 'in_stock' : 'out_of_stock',
    ...(input.rating != null ? { rating: input.rating } : {}),
    ...(input.reviews != null ? { reviews: input.reviews } : {}),
  };
}

/** Items of one list, indexed by position. */
export function toAnalyticsItems(
  inputs: readonly ItemInput[],
  context: Omit<ItemContext, 'index'> & { readonly firstIndex?: number },
): AnalyticsItem[] {
  const { firstIndex = 0, ...shared } = context;
  return inputs.map((input, offset) => toAnalyticsItem(input, { ...shared, index: firstIndex + offset }));
}

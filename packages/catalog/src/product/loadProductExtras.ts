// Everything the product page shows beside the product (spec 2 §3, §7), fetched on the server in
// parallel. Each part falls back silently to empty when its call fails (spec 2 §4): the page renders.
import type { ApiClient, ApiResponse } from '@ornament/api-client';
import type { ContentArea, DeliveryInfo, InstallmentInfo, Product, ProductSize, SaleLabel } from '@ornament/api-contract';
import { type BrandId, hasDiamondInserts, limits } from '@ornament/domain';

/** Content areas the product page shows (spec 2 §7): payment, refund and the rest. */
export const productAreaCodes = [
  'payment-info-kt',
  'refund-info-kt',
  'bnpl',
  'split',
  'installment-pay',
  'sber-buy',
  'sberpay',
  'sbp-short',
  'sberspasibo',
  'sale-terms',
  'personal-price',
  'quality-garantee-media',
  'quality-garantee-slides-media',
  'product-trade-in',
  'gia',
] as const;
export type ProductAreaCode = (typeof productAreaCodes)[number];

export interface ProductExtrasOptions {
  /** The GIA certificate note (area gia): diamond pieces of the diamond brand only; not asked otherwise. */
  gia?: boolean;
  /** The size the page was asked for (`?size=`), if any. */
  size?: string | undefined;
}

/** Whether the product page explains the GIA certificate: the diamond brand's pieces with diamonds. */
export function showsGia(brand: BrandId, product: Pick<Product, 'inserts'>): boolean {
  return brand === 'diamant' && hasDiamondInserts(product);
}

/** The areas a product page asks for: every one but the GIA note, which goes with diamonds alone. */
export function productAreasFor(options: ProductExtrasOptions): ProductAreaCode[] {
  return productAreaCodes.filter((code) => code !== 'gia' || options.gia === true);
}

export interface ProductExtras {
  sizes: ProductSize[] | null;
  installment: InstallmentInfo | null;
  kit: Product[];
  saleLabel: SaleLabel | null;
  areas: Partial<Record<ProductAreaCode, ContentArea>>;
  delivery: DeliveryInfo | null;
}

async function soft<T, R>(call: Promise<ApiResponse<T>>, pick: (data: T) => R): Promise<R | null> {
  try {
    const response = await call;
    return response.type === 'data' ? pick(response.data) : null;
  } catch {
    return null;
  }
}

/**
 * The product's sizes, with each size's shops only where the page names them (StockInfo): a size picked,
 * or a product without sizes. Those reads carry the `sizes:{article}` tag (cacheTags.ts), which a change
 * to a size's own count or shops expires, and the product's page without a size stays cached.
 */
async function sizesFor(client: ApiClient, product: Pick<Product, 'article' | 'is_sizeable'>, size: string | undefined): Promise<ProductSize[] | null> {
  const read = (stores: boolean) => soft(client.catalog.sizes(product.article, { stores }), (body) => body.data);
  if (size !== undefined || !product.is_sizeable) return read(true);
  const sizes = await read(false);
  // A product flagged sizeable whose only row has no size shows that row's shops.
  return sizes && !sizes.some((row) => row.size !== '') ? read(true) : sizes;
}

/** Content areas change rarely: cached like the quality media (spec 2 §9). */
const areaCache = { next: { revalidate: limits.qualityMediaCacheSeconds } };

export async function loadProductExtras(client: ApiClient, product: Pick<Product, 'article' | 'url_code' | 'is_sizeable'>, options: ProductExtrasOptions = {}): Promise<ProductExtras> {
  const areaCodes = productAreasFor(options);
  const [sizes, installment, kit, saleLabel, delivery, ...areas] = await Promise.all([
    sizesFor(client, product, options.size),
    soft(client.product.installment(product.article), (body) => body.data),
    soft(client.product.kit(product.url_code, { per_page: limits.complectPageSize }), (body) => body.data),
    soft(client.catalog.saleLabel(product.url_code), (body) => body.data),
    soft(client.handbooks.deliveryInfo(), (body) => body.data),
    ...areaCodes.map((code) => soft(client.content.area(code, {}, areaCache), (body) => body.data)),
  ]);
  const areaMap: ProductExtras['areas'] = {};
  areaCodes.forEach((code, i) => {
    const area = areas[i];
    if (area) areaMap[code] = area;
  });
  return { sizes, installment, kit: kit ?? [], saleLabel, areas: areaMap, delivery };
}

import type { Product } from '@ornament/api-contract';
import { type CurrencyCode, formatCount } from '@ornament/domain';
import type { ProductCardLabel, ProductImage } from '@ornament/ui-kit';

const productForms = ['товар', 'товара', 'товаров'] as const;

/** 'N товаров' with the Russian plural and ru-RU grouping. */
export function productCountText(count: number): string {
  return formatCount(count, productForms);
}

/** The product page URL (spec 1 §2: /product/{article}/). */
export function productHref(product: Pick<Product, 'article'>): string {
  return `/product/${encodeURIComponent(product.article)}/`;
}

export interface ProductCardData {
  key: number;
  href: string;
  name: string;
  image: Omit<ProductImage, 'alt'> | undefined;
  price: number;
  oldPrice: number | null;
  discount: number;
  currency: CurrencyCode;
  caption: string | undefined;
  labels: ProductCardLabel[];
}

/** What a card shows of a product: first white-background picture, metal and stones, badges. */
export function toCardData(product: Product): ProductCardData {
  const media = product.media_with_formatting[0];
  const stones = product.inserts.map((insert) => insert.name.toLowerCase());
  const caption = [product.material.name, ...stones].join(', ');
  return {
    key: product.id,
    href: productHref(product),
    name: product.name,
    image: media ? { src: media.url, width: media.width, height: media.height } : undefined,
    price: product.price,
    oldPrice: product.old_price,
    discount: product.discount,
    currency: product.currency.code,
    caption: caption || undefined,
    labels: product.badges.map((badge) => ({ text: badge.text, background: badge.background, color: badge.color })),
  };
}

import type { ApiClient } from '@ornament/api-client';
import type { BrandId } from '@ornament/domain';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { cache } from 'react';
import { loadProduct, type ProductDetail } from './loadProduct';
import { ProductPage } from './ProductPage';
import * as styles from './product.css';

/** One fetch per request for the metadata and the page. */
const loadProductOnce = cache(loadProduct);

export interface ProductRouteProps {
  client: ApiClient;
  article: string;
  brand: BrandId;
  /** The storefront's product header (back, share, favourite…), built from the product. */
  header: (product: ProductDetail) => ReactNode;
}

/** `/product/{article}/`: the storefront's product header over the product page. */
export async function ProductRoute({ client, article, brand, header }: ProductRouteProps) {
  const product = await loadProductOnce(client, article);
  return (
    <>
      {header(product)}
      <ProductPage product={product} brand={brand} />
    </>
  );
}

export interface ProductReviewsRouteProps extends Omit<ProductRouteProps, 'header' | 'brand'> {
  header: ReactNode;
}

/** `/product/{article}/reviews/`: the reviews header and the product's rating summary. */
export async function ProductReviewsRoute({ client, article, header }: ProductReviewsRouteProps) {
  const product = await loadProductOnce(client, article);
  const { rating, sum_comments: count } = product.rating;
  return (
    <>
      {header}
      <ProductReviewsSummary name={product.name} rating={rating} count={count} href={`/product/${encodeURIComponent(product.article)}/`} />
    </>
  );
}

function ProductReviewsSummary({ name, rating, count, href }: { name: string; rating: number; count: number; href: string }) {
  return (
    <section aria-label="Оценка товара" className={styles.reviewsSummary}>
      <p className={styles.muted}>
        <a href={href}>{name}</a>
      </p>
      <p className={styles.description}>{count > 0 ? `Оценка ${rating.toFixed(1).replace('.', ',')} из 5` : 'Отзывов пока нет — станьте первым, кто оценит это изделие.'}</p>
    </section>
  );
}

export async function productRouteMetadata(client: ApiClient, article: string): Promise<Metadata> {
  const product = await loadProductOnce(client, article);
  return { title: product.name, description: product.description.slice(0, 160) || product.name, alternates: { canonical: `/product/${encodeURIComponent(product.article)}/` } };
}

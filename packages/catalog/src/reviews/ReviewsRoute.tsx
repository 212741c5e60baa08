import type { ApiClient, CommentFile, CommentsResponse } from '@ornament/api-client';
import { Container } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import { loadProduct } from '../product/loadProduct';
import { loadLinkedReview } from './permalink';
import { PhotoStrip } from './PhotoStrip';
import { RatingSummary } from './RatingSummary';
import { ReviewsSection } from './ReviewsSection';
import * as styles from './reviews.css';

export interface ProductReviewsRouteProps {
  client: ApiClient;
  article: string;
  /** The storefront's reviews header (back and 'Отзывы', from the shell). */
  header: ReactNode;
  /** `?review={id}`: the review the shopper's link points at, shown first (spec 2 §7 comment/{id}/). */
  review?: number | null;
}

async function firstPageOf(client: ApiClient, article: string): Promise<CommentsResponse | null> {
  try {
    const response = await client.reviews.comments({ article });
    return response.type === 'data' ? response.data : null;
  } catch {
    // The list loads again in the browser and shows its error state there.
    return null;
  }
}

async function photosOf(client: ApiClient, article: string): Promise<CommentFile[]> {
  try {
    const response = await client.reviews.files({ article });
    return response.type === 'data' ? response.data.data : [];
  } catch {
    return [];
  }
}

/**
 * `/product/{article}/reviews/` (spec 2 §7 "Reviews"): rendered for the shopper (the first page
 * carries their votes), with the photo strip and the list paged by 5; the form loads on demand.
 */
export async function ProductReviewsRoute({ client, article, header, review = null }: ProductReviewsRouteProps) {
  const product = await loadProduct(client, article);
  const [firstPage, photos] = await Promise.all([firstPageOf(client, product.article), photosOf(client, product.article)]);
  const linked = await loadLinkedReview(client, product.article, review, firstPage);
  const count = firstPage?.meta['total-count'] ?? product.rating.sum_comments;
  return (
    <>
      {header}
      <Container className={styles.page}>
        <RatingSummary name={product.name} href={`/product/${encodeURIComponent(product.article)}/`} rating={product.rating.rating_float} count={count} />
        <PhotoStrip files={photos} />
        <ReviewsSection article={product.article} firstPage={firstPage} linked={linked} />
      </Container>
    </>
  );
}

import { reviewMessages } from '@ornament/domain';
import { ratingFigure, reviewCountText } from './reviewText';
import { Stars } from '@ornament/ui-kit';
import * as styles from './reviews.css';

export interface ProductRatingSummaryProps {
  article: string;
  /** The product's `rating.rating_float`. */
  rating: number;
  /** The product's `rating.sum_comments`. */
  count: number;
}

export function reviewsHref(article: string): string {
  return `/product/${encodeURIComponent(article)}/reviews/`;
}

/** For the product page, near the name: stars, rating and count, linking to the reviews. Server-only markup. */
export function ProductRatingSummary({ article, rating, count }: ProductRatingSummaryProps) {
  return (
    <a className={styles.compact} href={reviewsHref(article)}>
      {count > 0 ? (
        <>
          <Stars rating={rating} size={14} />
          <span>{ratingFigure(rating)}</span>
          <span>{reviewCountText(count)}</span>
        </>
      ) : (
        <span>{reviewMessages.write}</span>
      )}
    </a>
  );
}

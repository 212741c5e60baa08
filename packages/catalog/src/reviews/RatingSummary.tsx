import { reviewMessages } from '@ornament/domain';
import { ratingFigure, reviewCountText } from './reviewText';
import { Stars } from '@ornament/ui-kit';
import * as styles from './reviews.css';

/** The reviews page's head: the product, its average and how many reviews make it. */
export function RatingSummary({ name, href, rating, count }: { name: string; href: string; rating: number; count: number }) {
  return (
    <section aria-label="Оценка товара" className={styles.stack}>
      <a className={styles.productLink} href={href}>
        {name}
      </a>
      {count > 0 ? (
        <div className={styles.summary}>
          <span className={styles.bigRating}>{ratingFigure(rating)}</span>
          <Stars rating={rating} size={22} />
          <span className={styles.muted}>{reviewCountText(count)}</span>
        </div>
      ) : (
        <p className={styles.muted}>{reviewMessages.emptyText}</p>
      )}
    </section>
  );
}

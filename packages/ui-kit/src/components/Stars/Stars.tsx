import { ratingLabel, reviewLimits } from '@ornament/domain';
import * as styles from './Stars.css';

const starPath = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

/** A star glyph; the review form's star input draws it too. */
export function StarGlyph({ size, filled }: { size: number; filled: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" className={filled ? undefined : styles.starEmpty}>
      <path d={starPath} fill="currentColor" />
    </svg>
  );
}

/** Five stars, as many filled as the rating rounds to; named for screen readers. */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: reviewLimits.ratingMax }, (_, i) => (
        <StarGlyph key={i} size={size} filled={i < filled} />
      ))}
    </span>
  );
}

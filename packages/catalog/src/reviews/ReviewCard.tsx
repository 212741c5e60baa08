import type { Comment } from '@ornament/api-client';
import { reviewMessages } from '@ornament/domain';
import type { ReactNode } from 'react';
import { reviewAnchor } from './permalink';
import { reviewDate } from './reviewText';
import { Stars } from '@ornament/ui-kit';
import * as styles from './reviews.css';

export interface ReviewCardProps {
  comment: Comment;
  /** The like / dislike buttons (a client part). */
  votes: ReactNode;
  /** The review's own link (reviewPermalink), shown under it. */
  permalink?: string;
  /** The review a permalink opened, set apart at the top of the list. */
  highlighted?: boolean;
}

/** One review: author, date, stars, text, pros and cons, photos, votes and its own link. */
export function ReviewCard({ comment, votes, permalink, highlighted = false }: ReviewCardProps) {
  return (
    <article id={reviewAnchor(comment.id)} className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card} aria-label={`Отзыв: ${comment.author}`}>
      <div className={styles.cardHead}>
        <span className={styles.author}>{comment.author}</span>
        <time className={styles.muted} dateTime={comment.date}>
          {reviewDate(comment.date)}
        </time>
      </div>
      <Stars rating={comment.rating} />
      <p className={styles.text}>{comment.text}</p>
      {comment.advantages || comment.disadvantages ? (
        <dl className={styles.pros}>
          {comment.advantages ? (
            <div>
              <dt className={styles.prosLabel}>{reviewMessages.advantages}</dt>
              <dd>{comment.advantages}</dd>
            </div>
          ) : null}
          {comment.disadvantages ? (
            <div>
              <dt className={styles.prosLabel}>{reviewMessages.disadvantages}</dt>
              <dd>{comment.disadvantages}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {comment.photos.length > 0 ? (
        <ul className={styles.strip} aria-label="Фото к отзыву">
          {comment.photos.map((photo) => (
            <li key={photo.id} className={styles.stripItem}>
              <a href={photo.url} target="_blank" rel="noopener">
                <img className={styles.thumb} src={photo.url} alt={`Фото покупателя ${comment.author}`} width={88} height={88} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFoot}>
        {votes}
        {permalink ? (
          <a className={styles.permalink} href={permalink}>
            {reviewMessages.permalink}
          </a>
        ) : null}
      </div>
    </article>
  );
}

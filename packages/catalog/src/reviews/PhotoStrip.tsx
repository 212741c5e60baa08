import type { CommentFile } from '@ornament/api-client';
import { reviewMessages } from '@ornament/domain';
import * as styles from './reviews.css';

/** The shoppers' photos of the product's reviews (spec 2 §7: up to 99), a scrolling strip. */
export function PhotoStrip({ files }: { files: CommentFile[] }) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="review-photos" className={styles.stack}>
      <h2 id="review-photos" className={styles.sectionTitle}>
        {reviewMessages.photosTitle}
      </h2>
      <ul className={styles.strip}>
        {files.map((file, index) => (
          <li key={file.id} className={styles.stripItem}>
            <a href={file.url} target="_blank" rel="noopener">
              <img className={styles.thumb} src={file.url} alt={`${reviewMessages.photosTitle}: ${index + 1}`} width={88} height={88} loading={index < 8 ? 'eager' : 'lazy'} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

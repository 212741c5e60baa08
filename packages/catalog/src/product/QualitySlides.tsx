import type { ContentArea } from '@ornament/api-contract';
import * as styles from './QualitySlides.css';

/** Only the API's own pictures: the CSP allows images from self alone. */
const localPicture = (url: string | null) => (url && url.startsWith('/') && !url.startsWith('//') ? url : null);

/**
 * The slides variant of the quality guarantee (spec 2 §7 area quality-garantee-slides-media), under
 * the quality disclosure: one slide per item, swiped by CSS scroll snapping, drawn on the server.
 */
export function QualitySlides({ area }: { area: ContentArea | undefined }) {
  const items = [...(area?.items ?? [])].sort((a, b) => a.sort - b.sort);
  if (!area || items.length === 0) return null;
  const titleId = `area-${area.code}`;
  return (
    <section className={styles.slides} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {area.title}
      </h2>
      <ul className={styles.track}>
        {items.map((item) => {
          const picture = localPicture(item.image);
          return (
            <li key={item.id} className={styles.slide}>
              {picture ? <img src={picture} alt="" width={32} height={32} loading="lazy" decoding="async" /> : null}
              <span className={styles.slideTitle}>{item.title}</span>
              {item.html ? <div dangerouslySetInnerHTML={{ __html: item.html }} /> : item.text ? <p>{item.text}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

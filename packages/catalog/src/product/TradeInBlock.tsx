import type { ContentArea } from '@ornament/api-contract';
import * as styles from './sections.css';

/** The trade-in offer (content area product-trade-in) with its link to the trade-in landing. */
export function TradeInBlock({ area }: { area: ContentArea | undefined }) {
  if (!area) return null;
  const link = area.items.find((item) => item.link);
  return (
    <section aria-labelledby="product-trade-in" className={styles.tradeIn}>
      <h2 id="product-trade-in" className={styles.sectionTitle}>
        {area.title}
      </h2>
      <div className={styles.areaHtml} dangerouslySetInnerHTML={{ __html: area.html }} />
      {link?.link ? (
        <a href={link.link} className={styles.link}>
          {link.title}
        </a>
      ) : null}
    </section>
  );
}

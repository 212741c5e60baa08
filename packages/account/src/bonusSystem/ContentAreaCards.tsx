import type { ContentArea } from '@ornament/api-contract';
import * as styles from './bonusSystem.css';

/**
 * A content area as its title, its HTML (sanitised by the API before it reaches a page) and its items
 * as linked cards. Server-only markup: pages with a tight script budget (/personal/main/) draw areas
 * with it, without the accordion's client code.
 */
export function ContentAreaCards({ area, heading = 'h2' }: { area: ContentArea; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  const items = [...area.items].sort((a, b) => a.sort - b.sort);
  return (
    <section className={styles.area}>
      {area.title ? <Heading className={styles.areaTitle}>{area.title}</Heading> : null}
      {area.html ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: area.html }} /> : null}
      {items.length > 0 ? (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              {item.link ? (
                <a href={item.link} className={styles.itemLink}>
                  {item.title}
                </a>
              ) : (
                <p className={styles.itemLink}>{item.title}</p>
              )}
              {item.html ? <div dangerouslySetInnerHTML={{ __html: item.html }} /> : item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

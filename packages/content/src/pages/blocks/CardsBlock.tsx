import type { ContentArea } from '@ornament/api-contract';
import * as styles from '../pages.css';
import { ContentIcon } from './ContentIcon';
import { Html } from './Html';

/** A titled text with its items as cards (a linked title when the item has a link). */
export function CardsBlock({ area }: { area: ContentArea }) {
  const items = [...area.items].sort((a, b) => a.sort - b.sort);
  return (
    <section className={styles.block}>
      {area.title ? <h2 className={styles.blockTitle}>{area.title}</h2> : null}
      <Html html={area.html} />
      {items.length > 0 ? (
        <ul className={styles.cards}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <span className={styles.cardHead}>
                <ContentIcon src={item.image} />
                {item.link ? (
                  <a href={item.link} className={styles.cardTitle} {...(item.link.startsWith('https://') ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
                    {item.title}
                  </a>
                ) : (
                  <span className={styles.cardTitle}>{item.title}</span>
                )}
              </span>
              {item.html ? <Html html={item.html} /> : item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

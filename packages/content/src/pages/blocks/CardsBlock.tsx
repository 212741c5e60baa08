import type { ContentArea } from '@ornament/api-contract';
import * as styles from '../pages.css';
import { channelIconOf } from './channelIcon';
import { ContentIcon } from './ContentIcon';
import { Html } from './Html';

/** An item's picture from the API, else the icon of the channel its link opens (a call, a messenger). */
function CardIcon({ item }: { item: ContentArea['items'][number] }) {
  if (item.image) return <ContentIcon src={item.image} />;
  const Channel = channelIconOf(item.link);
  return Channel ? <Channel size={32} className={styles.cardIcon} /> : null;
}

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
                <CardIcon item={item} />
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

import type { ContentArea } from '@ornament/api-contract';
import { Accordion } from '@ornament/ui-kit/components/Accordion/Accordion';
import * as styles from '../pages.css';
import { Html } from './Html';

/** Questions and answers (an area whose code ends in '-faq'): one answer open at a time, a click toggles it (spec 1 §4). */
export function FaqBlock({ area }: { area: ContentArea }) {
  const items = [...area.items]
    .sort((a, b) => a.sort - b.sort)
    .map((item) => ({ id: item.id, title: item.title, content: item.html ? <Html html={item.html} /> : <p>{item.text}</p> }));
  return (
    <section className={styles.block} aria-labelledby={`faq-${area.code}`}>
      <h2 id={`faq-${area.code}`} className={styles.blockTitle}>
        {area.title}
      </h2>
      {area.html ? <Html html={area.html} /> : null}
      <Accordion items={items} headingLevel={3} />
    </section>
  );
}

import type { ContentArea } from '@ornament/api-contract';
import { contentBlockKindOf } from '@ornament/domain';
import { Accordion } from '@ornament/ui-kit/components/Accordion/Accordion';
import * as styles from './bonusSystem.css';
import { ContentAreaCards } from './ContentAreaCards';

/**
 * One content area of a content page: its title, its HTML (sanitised by the API before it reaches a
 * page) and its items as linked cards; a '-faq' area's items are questions that open one answer at a
 * time (spec 1 §4 accordion).
 */
export function ContentAreaSection({ area, heading = 'h2' }: { area: ContentArea; heading?: 'h2' | 'h3' }) {
  const Heading = heading;
  const items = [...area.items].sort((a, b) => a.sort - b.sort);
  if (contentBlockKindOf(area) === 'faq') {
    const titleId = `area-${area.code}`;
    const questions = items.map((item) => ({ id: item.id, title: item.title, content: <div className={styles.html} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} /> }));
    return (
      <section className={styles.area} aria-labelledby={titleId}>
        <Heading id={titleId} className={styles.areaTitle}>
          {area.title}
        </Heading>
        <Accordion items={questions} headingLevel={heading === 'h2' ? 3 : 4} />
      </section>
    );
  }
  return <ContentAreaCards area={area} heading={heading} />;
}

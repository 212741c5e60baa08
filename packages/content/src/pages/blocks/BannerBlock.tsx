import type { ContentArea } from '@ornament/api-contract';
import { Button } from '@ornament/ui-kit';
import * as styles from '../pages.css';
import { ContentIcon } from './ContentIcon';
import { Html } from './Html';

/** The page's head: its title as the page heading, the lead text and the first item as the call to action. */
export function BannerBlock({ area, heading }: { area: ContentArea; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  const action = area.items.find((item) => item.link);
  return (
    <section className={styles.banner} aria-label={area.title}>
      <div className={styles.bannerText}>
        <Heading className={heading === 'h1' ? styles.title : styles.bannerTitle}>{area.title}</Heading>
        <Html html={area.html} />
      </div>
      {action?.link ? (
        <div className={styles.bannerAction}>
          <ContentIcon src={action.image} size={48} />
          <Button href={action.link} size="l" {...(action.link.startsWith('https://') ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
            {action.title}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

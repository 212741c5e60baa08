import { orderMessages } from '@ornament/domain';
import * as styles from './account.css';
import { hrefWithPage, pageLinks } from './pageLinks';

export interface PagerProps {
  base: string;
  params?: Record<string, string | undefined>;
  current: number;
  count: number;
}

/** Plain links: each page is a server render, so the pager needs no script. */
export function Pager({ base, params = {}, current, count }: PagerProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={orderMessages.pages} className={styles.pager}>
      {pageLinks(current, count).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <a key={page} href={hrefWithPage(base, params, page)} className={styles.pagerLink} aria-current={page === current ? 'page' : undefined}>
            {page}
          </a>
        ),
      )}
    </nav>
  );
}

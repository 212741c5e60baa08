import * as styles from './listing.css';
import { pageHref, pageItems } from './pagination';
import type { SearchParams } from './listingQuery';

export interface PaginationProps {
  path: string;
  searchParams: SearchParams;
  current: number;
  pageCount: number;
}

/** Numbered page links; real links, so every page is crawlable and works without JavaScript. */
export function Pagination({ path, searchParams, current, pageCount }: PaginationProps) {
  const items = pageItems(current, pageCount, (page) => pageHref(path, searchParams, page));
  if (items.length === 0) return null;
  return (
    <nav aria-label="Страницы">
      <ul className={styles.pagination}>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className={styles.pageLink}
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                aria-label={`Страница ${item.page}`}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

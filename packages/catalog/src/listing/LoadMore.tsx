'use client';

import { Button } from '@ornament/ui-kit';
import { type ComponentType, type MouseEvent, useState } from 'react';
import * as styles from './loadMore.css';
import type { LoadMorePagesProps } from './LoadMorePages';

export interface LoadMoreProps extends Omit<LoadMorePagesProps, 'nextHref'> {
  /** 'Показать ещё', passed in so this always-loaded leaf carries no message tables. */
  text: string;
  /** The next page's URL: the link without script. */
  nextHref: string;
}

/**
 * 'Показать ещё' (spec 2 §4): without script a link to the next page; with it, the first tap loads
 * the code that appends pages in place, so none of it joins the page's first load.
 */
export function LoadMore({ text, ...props }: LoadMoreProps) {
  const [Pages, setPages] = useState<ComponentType<LoadMorePagesProps> | null>(null);
  const [waiting, setWaiting] = useState(false);
  if (Pages) return <Pages {...props} />;
  if (props.currentPage >= props.pageCount) return null;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setWaiting(true);
    import('./LoadMorePages').then(
      (module) => setPages(() => module.LoadMorePages),
      // The code could not load: the link's own navigation still shows the next page.
      () => window.location.assign(props.nextHref),
    );
  }

  return (
    <div className={styles.loadMore}>
      <Button href={props.nextHref} variant="secondary" onClick={onClick} aria-busy={waiting}>
        {text}
      </Button>
    </div>
  );
}

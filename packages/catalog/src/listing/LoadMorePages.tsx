'use client';

import type { Product } from '@ornament/api-contract';
import { useApiClient } from '@ornament/api-client/react/client';
import { listingMessages } from '@ornament/domain';
import { Button, type GridDensity } from '@ornament/ui-kit';
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ProductList } from '../product/ProductList';
import * as styles from './loadMore.css';
import type { SearchParams } from './listingQuery';
import { pageHref } from './pagination';

export interface LoadMorePagesProps {
  path: string;
  searchParams: SearchParams;
  /** The listing call's query for this page (toListingQuery), without `page`. */
  query: Record<string, string | number>;
  currentPage: number;
  pageCount: number;
  /** Ids already on the page: an appended page never repeats one. */
  shownIds: readonly number[];
  density?: GridDensity | undefined;
  /** The grid's accessible name: the listing's heading. */
  listLabel: string;
  nextHref: string;
}

type Status = 'loading' | 'fulfilled' | 'rejected';

/**
 * The pages 'Показать ещё' appends (spec 2 §4: loading, fulfilled, rejected). Mounted by the first
 * tap, it loads the next page at once; the URL follows the last page shown.
 */
export function LoadMorePages({ path, searchParams, query, currentPage, pageCount, shownIds, density, listLabel }: LoadMorePagesProps) {
  const client = useApiClient();
  const [pages, setPages] = useState<Product[][]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const seen = useRef(new Set(shownIds));
  const lastPage = currentPage + pages.length;

  const load = useCallback(
    async (page: number) => {
      setStatus('loading');
      try {
        const response = await client.catalog.listing(path, { ...query, page });
        if (response.type === 'redirect') {
          window.location.assign(response.to);
          return;
        }
        const fresh = response.data.data.filter((product) => !seen.current.has(product.id));
        for (const product of fresh) seen.current.add(product.id);
        setPages((previous) => [...previous, fresh]);
        setStatus('fulfilled');
        window.history.replaceState(window.history.state, '', pageHref(path, searchParams, page));
      } catch {
        setStatus('rejected');
      }
    },
    [client, path, query, searchParams],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void load(currentPage + 1);
  }, [currentPage, load]);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status !== 'loading') void load(lastPage + 1);
  }

  const more = status === 'rejected' || lastPage < pageCount;
  return (
    <>
      {pages.map((products, index) => (
        <ProductList key={index} products={products} density={density} aboveTheFold={false} label={listLabel} headingLevel={2} />
      ))}
      <div className={styles.loadMore} aria-live="polite">
        {status === 'rejected' ? (
          <p className={styles.loadMoreError} role="alert">
            {listingMessages.loadFailed}
          </p>
        ) : null}
        {more ? (
          <Button href={pageHref(path, searchParams, lastPage + 1)} variant="secondary" onClick={onClick} aria-busy={status === 'loading'}>
            {status === 'loading' ? listingMessages.loading : status === 'rejected' ? listingMessages.retry : listingMessages.loadMore}
          </Button>
        ) : null}
      </div>
    </>
  );
}

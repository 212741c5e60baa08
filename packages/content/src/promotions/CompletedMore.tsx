'use client';

// "Показать ещё" under the completed promotions (spec 2 §9: 4 per page): appends the next page.
import { firstErrorDetail, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { Promotion } from '@ornament/api-contract';
import { completedPromotionsPerPage, promotionMessages as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { useState } from 'react';
import { PromotionCard } from './PromotionCard';
import * as styles from './promotions.css';

export interface CompletedMoreProps {
  /** Pages the server already rendered (1). */
  loadedPages: number;
  pageCount: number;
  zone: string;
  sizes: string;
}

export function CompletedMore({ loadedPages, pageCount, zone, sizes }: CompletedMoreProps) {
  const client = useApiClient();
  const [page, setPage] = useState(loadedPages);
  const [items, setItems] = useState<Promotion[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more() {
    setBusy(true);
    setError(null);
    try {
      const answer = unwrap(await client.promotions.list('all', 'completed', { page: page + 1, perPage: completedPromotionsPerPage }));
      setItems((current) => [...current, ...answer.data]);
      setPage(page + 1);
    } catch (failure) {
      setError(firstErrorDetail(failure) ?? t.loadError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {items.length > 0 ? (
        <ul className={styles.grid} aria-label={t.completedTitle}>
          {items.map((promotion) => (
            <li key={promotion.id}>
              <PromotionCard promotion={promotion} zone={zone} sizes={sizes} />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {page < pageCount ? (
        <Button variant="secondary" className={styles.more} onClick={more} disabled={busy} aria-busy={busy}>
          {t.showMore}
        </Button>
      ) : null}
    </>
  );
}

'use client';

import type { StorePoint } from '@ornament/api-contract';
import { hoursText, shopMapTexts as t } from '@ornament/domain';
import { Button } from '@ornament/ui-kit/components/Button/Button';
import * as styles from '../shopMap.css';

export interface PointListProps {
  points: readonly StorePoint[];
  status: 'idle' | 'loading' | 'error';
  total: number;
  hasMore: boolean;
  chosenId: number | null;
  onPick: (id: number) => void;
  onMore: () => void;
  onRetry: () => void;
}

const skeletons = [0, 1, 2, 3];

/** The side list: loaders while a new first page loads, the points, 'Показать ещё' for the next page. */
export function PointList({ points, status, total, hasMore, chosenId, onPick, onMore, onRetry }: PointListProps) {
  const firstLoad = status === 'loading' && points.length === 0;
  return (
    <section className={styles.side} aria-label={t.listLabel} aria-busy={status === 'loading'}>
      {firstLoad ? (
        <>
          <p role="status" className={styles.muted}>
            {t.loading}
          </p>
          <ul className={styles.list} aria-hidden="true">
            {skeletons.map((key) => (
              <li key={key} className={styles.skeleton} data-testid="store-skeleton" />
            ))}
          </ul>
        </>
      ) : null}
      {status === 'idle' && points.length === 0 ? <p className={styles.muted}>{t.empty}</p> : null}
      {points.length > 0 ? (
        <ul className={styles.list}>
          {points.map((point) => (
            <li key={point.id}>
              <button type="button" className={styles.pointButton} aria-current={point.id === chosenId} onClick={() => onPick(point.id)}>
                <span className={styles.pointName}>{point.attributes.name}</span>
                <span>{point.attributes.address}</span>
                <span className={styles.small}>{[point.attributes.metro ? `${t.metro}: ${point.attributes.metro}` : '', hoursText(point.attributes['opening-hours'])].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {points.length > 0 ? <p className={styles.small}>{t.shownOf(points.length, total)}</p> : null}
      {status === 'error' ? (
        <div>
          <p role="alert" className={styles.alert}>
            {t.loadFailed}
          </p>
          <Button size="s" variant="secondary" onClick={onRetry}>
            {t.retry}
          </Button>
        </div>
      ) : null}
      {hasMore || (status === 'loading' && points.length > 0) ? (
        <Button variant="secondary" disabled={status === 'loading'} aria-busy={status === 'loading' || undefined} onClick={onMore}>
          {status === 'loading' ? t.loading : t.showMore}
        </Button>
      ) : null}
    </section>
  );
}

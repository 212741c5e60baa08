'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { checkoutFormMessages as m, type CurrencyCode } from '@ornament/domain';
import * as styles from '../checkout.css';
import type { MapTab } from '../logic/delivery';
import type { PointsState } from '../usePoints';
import type { PointFilters } from '../logic/pointFilters';
import { PointFiltersControl } from './PointFiltersControl';
import { PointsList } from './PointsList';
import { PointsMap } from './PointsMap';

export interface PickupBlockProps {
  mapTabs: readonly MapTab[];
  mapTab: MapTab | null;
  onMapTab: (tab: MapTab) => void;
  points: PointsState;
  /** The pick-up points' filters, shown on the pvz tab. */
  filters: PointFilters;
  onFilters: (filters: PointFilters) => void;
  chosenId: string | null;
  onChoose: (point: DeliveryPoint) => void;
  currency: CurrencyCode;
  disabled: boolean;
}

const tabLabels: Readonly<Record<MapTab, string>> = { store: m.storeMapTab, pvz: m.pvzMapTab };

/** Pickup: shops or pick-up points on the offline map with the list beside it. */
export function PickupBlock({ mapTabs, mapTab, onMapTab, points, filters, onFilters, chosenId, onChoose, currency, disabled }: PickupBlockProps) {
  return (
    <div className={styles.panel}>
      {mapTabs.length > 1 ? (
        <div className={styles.tabs} role="tablist" aria-label={m.pointsList}>
          {mapTabs.map((tab) => (
            <button key={tab} type="button" role="tab" className={styles.tab} aria-selected={tab === mapTab} onClick={() => tab !== mapTab && onMapTab(tab)}>
              {tabLabels[tab]}
            </button>
          ))}
        </div>
      ) : null}
      {mapTab === 'pvz' ? <PointFiltersControl filters={filters} onChange={onFilters} /> : null}
      {points.status === 'loading' && points.points.length === 0 ? <p className={styles.muted}>{m.pointsLoading}</p> : null}
      {points.status === 'error' ? (
        <p className={styles.error} role="alert">
          {m.pointsFailed}
        </p>
      ) : null}
      {points.status === 'ready' && points.points.length === 0 ? <p className={styles.muted}>{m.noPoints}</p> : null}
      {points.points.length > 0 ? (
        <div className={styles.mapLayout} aria-busy={points.status === 'loading'}>
          <PointsMap points={points.points} chosenId={chosenId} onPick={onChoose} />
          <PointsList points={points.points} chosenId={chosenId} onChoose={onChoose} currency={currency} disabled={disabled} />
        </div>
      ) : null}
    </div>
  );
}

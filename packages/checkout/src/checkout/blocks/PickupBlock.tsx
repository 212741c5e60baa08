'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { checkoutFormMessages as m, type CurrencyCode } from '@ornament/domain';
import * as styles from '../checkout.css';
import type { ChosenPointView } from '../logic/chosenPoint';
import type { MapTab } from '../logic/delivery';
import type { PointFilters } from '../logic/pointFilters';
import { checkoutPanelMessages as p } from '../panelMessages';
import type { PickupMap } from '../usePickupMap';
import type { PointDetailState } from '../usePointDetail';
import { ChosenPointCard } from './ChosenPointCard';
import { PointFiltersControl } from './PointFiltersControl';
import { PointsList } from './PointsList';
import { PointsMap } from './PointsMap';

export interface PickupBlockProps {
  mapTabs: readonly MapTab[];
  mapTab: MapTab | null;
  onMapTab: (tab: MapTab) => void;
  map: PickupMap;
  /** The pick-up points' filters, shown on the pvz tab. */
  filters: PointFilters;
  onFilters: (filters: PointFilters) => void;
  chosenId: string | null;
  onChoose: (point: DeliveryPoint) => void;
  /** The chosen point's card (offer/data/ over the list's copy). */
  chosen: { view: ChosenPointView | null; detail: PointDetailState['status'] };
  currency: CurrencyCode;
  disabled: boolean;
}

const tabLabels: Readonly<Record<MapTab, string>> = { store: m.storeMapTab, pvz: m.pvzMapTab };

/** Pickup: shops or pick-up points on the offline map with the list beside it, and the chosen one's card. */
export function PickupBlock({ mapTabs, mapTab, onMapTab, map, filters, onFilters, chosenId, onChoose, chosen, currency, disabled }: PickupBlockProps) {
  const { points, clusters, area, chooseArea } = map;
  const partial = points.status === 'ready' && points.total > points.points.length;
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
      {partial || area ? (
        <div className={styles.row}>
          <p className={styles.muted} role="status">
            {area && !partial ? p.areaShown : p.nearestShown(points.points.length, points.total)}
          </p>
          {area ? (
            <button type="button" className={styles.linkButton} onClick={() => chooseArea(null)}>
              {p.allPoints}
            </button>
          ) : null}
        </div>
      ) : null}
      {points.points.length > 0 ? (
        <div className={styles.mapLayout} aria-busy={points.status === 'loading'}>
          <PointsMap points={points.points} clusters={clusters} chosenId={chosenId} onPick={onChoose} onArea={chooseArea} />
          <PointsList points={points.points} chosenId={chosenId} onChoose={onChoose} currency={currency} disabled={disabled} />
        </div>
      ) : null}
      {chosenId ? <ChosenPointCard view={chosen.view} detail={chosen.detail} /> : null}
    </div>
  );
}

'use client';

import type { Bounds, DeliveryPoint } from '@ornament/api-contract';
import { useEffect, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import type { MapTab } from './logic/delivery';
import { noPointFilters, type PointFilters, pointFilterQuery } from './logic/pointFilters';

/** `total`: how many points match (meta.total-count); the list holds the nearest of them. */
export type PointsState = { status: 'idle' | 'loading' | 'error'; points: DeliveryPoint[]; total: number } | { status: 'ready'; points: DeliveryPoint[]; total: number };

export const pointTypeOf = { store: 'retail', pvz: 'pvz' } as const;

/** The filters a tab applies: the pick-up points' filters narrow the pvz tab only. */
export const appliedFilters = (tab: MapTab | null, filters: PointFilters): PointFilters => (tab === 'pvz' ? filters : noPointFilters);

/**
 * The map tab's points for the basket's selected lines (offer/points/), reloaded when the basket's
 * selection, the pick-up points' filters or the chosen area (a map cluster's bounds) change.
 */
export function usePoints(api: CheckoutApi, tab: MapTab | null, cityGuid: string | null, basketKey: string, filters: PointFilters = noPointFilters, area: Bounds | null = null): PointsState {
  const applied = appliedFilters(tab, filters);
  const filtersKey = JSON.stringify(pointFilterQuery(applied));
  const areaKey = area ? JSON.stringify(area) : '';
  const [state, setState] = useState<PointsState>({ status: 'idle', points: [], total: 0 });
  useEffect(() => {
    if (tab === null) return;
    let live = true;
    setState((current) => ({ status: 'loading', points: current.points, total: current.total }));
    api
      .points(pointTypeOf[tab], cityGuid, applied, area)
      .then((answer) => live && setState({ status: 'ready', points: answer.data, total: Math.max(answer.meta['total-count'], answer.data.length) }))
      .catch(() => live && setState({ status: 'error', points: [], total: 0 }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `applied` and `area` are read through their keys
  }, [api, tab, cityGuid, basketKey, filtersKey, areaKey]);
  return state;
}

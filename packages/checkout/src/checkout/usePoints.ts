'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { useEffect, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import type { MapTab } from './logic/delivery';
import { noPointFilters, type PointFilters, pointFilterQuery } from './logic/pointFilters';

export type PointsState = { status: 'idle' | 'loading' | 'error'; points: DeliveryPoint[] } | { status: 'ready'; points: DeliveryPoint[] };

const pointTypeOf = { store: 'retail', pvz: 'pvz' } as const;

/**
 * The map tab's points for the basket's selected lines (offer/points/), reloaded when the basket's
 * selection or the pick-up points' filters change (the filters apply to the pvz tab only).
 */
export function usePoints(api: CheckoutApi, tab: MapTab | null, cityGuid: string | null, basketKey: string, filters: PointFilters = noPointFilters): PointsState {
  const applied = tab === 'pvz' ? filters : noPointFilters;
  const filtersKey = JSON.stringify(pointFilterQuery(applied));
  const [state, setState] = useState<PointsState>({ status: 'idle', points: [] });
  useEffect(() => {
    if (tab === null) return;
    let live = true;
    setState((current) => ({ status: 'loading', points: current.points }));
    api
      .points(pointTypeOf[tab], cityGuid, applied)
      .then((answer) => live && setState({ status: 'ready', points: answer.data }))
      .catch(() => live && setState({ status: 'error', points: [] }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `applied` is read through its key
  }, [api, tab, cityGuid, basketKey, filtersKey]);
  return state;
}

'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { useEffect, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import type { MapTab } from './logic/delivery';

export type PointsState = { status: 'idle' | 'loading' | 'error'; points: DeliveryPoint[] } | { status: 'ready'; points: DeliveryPoint[] };

const pointTypeOf = { store: 'retail', pvz: 'pvz' } as const;

/** The map tab's points for the basket's selected lines (offer/points/), reloaded when the basket's selection changes. */
export function usePoints(api: CheckoutApi, tab: MapTab | null, cityGuid: string | null, basketKey: string): PointsState {
  const [state, setState] = useState<PointsState>({ status: 'idle', points: [] });
  useEffect(() => {
    if (tab === null) return;
    let live = true;
    setState((current) => ({ status: 'loading', points: current.points }));
    api
      .points(pointTypeOf[tab], cityGuid)
      .then((answer) => live && setState({ status: 'ready', points: answer.data }))
      .catch(() => live && setState({ status: 'error', points: [] }));
    return () => {
      live = false;
    };
  }, [api, tab, cityGuid, basketKey]);
  return state;
}

'use client';

import type { DeliveryPointDetail } from '@ornament/api-contract';
import { useEffect, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';

export type PointDetailState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; detail: DeliveryPointDetail };

/** The chosen point in detail (offer/data/), reloaded when the basket's selected lines change. */
export function usePointDetail(api: CheckoutApi, pointId: string | null, basketKey: string): PointDetailState {
  const [state, setState] = useState<{ key: string; value: PointDetailState } | null>(null);
  const key = pointId ? `${pointId}|${basketKey}` : null;
  useEffect(() => {
    if (!pointId || !key) return;
    let live = true;
    setState({ key, value: { status: 'loading' } });
    api
      .pointData(pointId)
      .then((detail) => live && setState({ key, value: { status: 'ready', detail } }))
      .catch(() => live && setState({ key, value: { status: 'error' } }));
    return () => {
      live = false;
    };
  }, [api, pointId, key]);
  if (!key) return { status: 'idle' };
  return state?.key === key ? state.value : { status: 'loading' };
}

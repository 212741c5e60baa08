'use client';

import type { Bounds, PointCluster } from '@ornament/api-contract';
import { useEffect, useMemo, useState } from 'react';
import type { CheckoutApi } from './api/checkoutApi';
import type { MapTab } from './logic/delivery';
import { clusterRequestOf } from './logic/pointClusters';
import { pointFilterQuery, type PointFilters } from './logic/pointFilters';
import { appliedFilters, pointTypeOf, type PointsState, usePoints } from './usePoints';

export interface PickupMap {
  points: PointsState;
  /** All the matching points grouped for the map when the list holds only the nearest; else null. */
  clusters: PointCluster[] | null;
  /** The chosen cluster's area the list is narrowed to; null: the whole city. */
  area: Bounds | null;
  chooseArea: (area: Bounds | null) => void;
}

/**
 * The pickup map's data: the nearest points (offer/points/) and, when the city has more than the list
 * holds, the clusters of all of them (offer/points-cluster/). A chosen area holds until the tab, the
 * city or the filters change.
 */
export function usePickupMap(api: CheckoutApi, tab: MapTab | null, cityGuid: string | null, basketKey: string, filters: PointFilters): PickupMap {
  const scopeKey = `${tab ?? ''}|${cityGuid ?? ''}|${JSON.stringify(pointFilterQuery(appliedFilters(tab, filters)))}`;
  const [chosen, setChosen] = useState<{ scope: string; area: Bounds } | null>(null);
  const area = chosen?.scope === scopeKey ? chosen.area : null;
  const points = usePoints(api, tab, cityGuid, basketKey, filters, area);

  const request = useMemo(() => (points.status === 'ready' ? clusterRequestOf(points.points, points.total, area) : null), [points, area]);
  const requestKey = request && tab ? `${scopeKey}|${JSON.stringify(request)}` : null;
  const [clusters, setClusters] = useState<{ key: string; data: PointCluster[] } | null>(null);
  useEffect(() => {
    if (!request || !tab || !requestKey) return;
    let live = true;
    api
      .clusters(pointTypeOf[tab], cityGuid, appliedFilters(tab, filters), request.bounds, request.zoom)
      .then((answer) => live && setClusters({ key: requestKey, data: answer.data }))
      // Without clusters the map still draws the listed points.
      .catch(() => live && setClusters(null));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the request, tab, city and filters are read through requestKey
  }, [api, requestKey]);

  return {
    points,
    clusters: clusters && clusters.key === requestKey ? clusters.data : null,
    area,
    chooseArea: (next) => setChosen(next ? { scope: scopeKey, area: next } : null),
  };
}

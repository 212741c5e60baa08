'use client';

import type { Bounds, DeliveryPoint, PointCluster } from '@ornament/api-contract';
import { checkoutFormMessages as m } from '@ornament/domain';
import { type KeyboardEvent, useMemo } from 'react';
import * as styles from '../checkout.css';
import { fitMapView } from '@ornament/ui-kit/map/mapProjection';
import { clusterArea, mapMarksOf, mapSize } from '../logic/pointClusters';
import { checkoutPanelMessages as p } from '../panelMessages';

export interface PointsMapProps {
  points: readonly DeliveryPoint[];
  /** offer/points-cluster/'s groups of all the city's points, when the list holds only the nearest. */
  clusters?: readonly PointCluster[] | null;
  chosenId: string | null;
  onPick: (point: DeliveryPoint) => void;
  /** A cluster chosen: narrow the list to its area. */
  onArea?: (area: Bounds) => void;
}

const { width, height } = mapSize;
const gridStep = 80;

const activate = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    run();
  }
};

/**
 * The points drawn on an SVG of their own (no tile server, so it works offline): Web Mercator fitted
 * to the points, shops in the accent colour, pick-up points in grey, the chosen one ringed. With
 * clusters, each group shows its count and is chosen like a marker (click, Enter or Space).
 */
export function PointsMap({ points, clusters = null, chosenId, onPick, onArea }: PointsMapProps) {
  const marks = useMemo(() => mapMarksOf(points, clusters, chosenId), [points, clusters, chosenId]);
  const view = useMemo(() => fitMapView([...marks.points, ...marks.clusters], width, height, mapSize.padding), [marks]);
  return (
    <svg className={styles.map} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={m.mapLabel}>
      {Array.from({ length: Math.floor(width / gridStep) }, (_, i) => (
        <line key={`v${i}`} className={styles.mapGrid} x1={(i + 1) * gridStep} y1={0} x2={(i + 1) * gridStep} y2={height} />
      ))}
      {Array.from({ length: Math.floor(height / gridStep) }, (_, i) => (
        <line key={`h${i}`} className={styles.mapGrid} x1={0} y1={(i + 1) * gridStep} x2={width} y2={(i + 1) * gridStep} />
      ))}
      {marks.clusters.map((cluster) => {
        const { x, y } = view.project(cluster);
        const label = p.clusterLabel(cluster.count);
        const choose = () => onArea?.(clusterArea(cluster));
        return (
          <g key={cluster.id} className={styles.cluster} role="button" tabIndex={0} aria-label={label} onClick={choose} onKeyDown={activate(choose)}>
            <title>{label}</title>
            <circle className={styles.clusterDot[cluster.retail_count > 0 ? 'retail' : 'pvz']} cx={x} cy={y} r={12 + Math.min(8, cluster.count)} />
            <text className={styles.clusterCount} x={x} y={y} textAnchor="middle" dominantBaseline="central">
              {cluster.count}
            </text>
          </g>
        );
      })}
      {marks.points.map((point) => {
        const { x, y } = view.project(point);
        const chosen = point.id === chosenId;
        return (
          <g key={point.id} className={styles.marker} role="button" tabIndex={0} aria-label={point.name} onClick={() => onPick(point)} onKeyDown={activate(() => onPick(point))}>
            <title>{`${point.name}, ${point.address}`}</title>
            {chosen ? <circle className={styles.markerChosen} cx={x} cy={y} r={13} /> : null}
            <circle className={styles.markerDot[point.type]} cx={x} cy={y} r={chosen ? 8 : 6} />
          </g>
        );
      })}
    </svg>
  );
}

'use client';

import type { DeliveryPoint } from '@ornament/api-contract';
import { checkoutFormMessages as m } from '@ornament/domain';
import { type KeyboardEvent, useMemo } from 'react';
import * as styles from '../checkout.css';
import { fitMapView } from '@ornament/ui-kit/map/mapProjection';

export interface PointsMapProps {
  points: readonly DeliveryPoint[];
  chosenId: string | null;
  onPick: (point: DeliveryPoint) => void;
}

const width = 640;
const height = 420;
const gridStep = 80;

/**
 * The points drawn on an SVG of their own (no tile server, so it works offline): Web Mercator fitted
 * to the points, shops in the accent colour, pick-up points in grey, the chosen one ringed.
 */
export function PointsMap({ points, chosenId, onPick }: PointsMapProps) {
  const view = useMemo(() => fitMapView(points, width, height), [points]);
  const onKey = (point: DeliveryPoint) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(point);
    }
  };
  return (
    <svg className={styles.map} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={m.mapLabel}>
      {Array.from({ length: Math.floor(width / gridStep) }, (_, i) => (
        <line key={`v${i}`} className={styles.mapGrid} x1={(i + 1) * gridStep} y1={0} x2={(i + 1) * gridStep} y2={height} />
      ))}
      {Array.from({ length: Math.floor(height / gridStep) }, (_, i) => (
        <line key={`h${i}`} className={styles.mapGrid} x1={0} y1={(i + 1) * gridStep} x2={width} y2={(i + 1) * gridStep} />
      ))}
      {points.map((point) => {
        const { x, y } = view.project(point);
        const chosen = point.id === chosenId;
        return (
          <g key={point.id} className={styles.marker} role="button" tabIndex={0} aria-label={point.name} onClick={() => onPick(point)} onKeyDown={onKey(point)}>
            <title>{`${point.name}, ${point.address}`}</title>
            {chosen ? <circle className={styles.markerChosen} cx={x} cy={y} r={13} /> : null}
            <circle className={styles.markerDot[point.type]} cx={x} cy={y} r={chosen ? 8 : 6} />
          </g>
        );
      })}
    </svg>
  );
}

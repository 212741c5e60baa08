'use client';

import type { StorePoint } from '@ornament/api-contract';
import { shopMapTexts as t } from '@ornament/domain';
import { fitMapView } from '@ornament/ui-kit/map/mapProjection';
import { type KeyboardEvent, useMemo } from 'react';
import * as styles from '../shopMap.css';

export interface MapProps {
  points: readonly StorePoint[];
  chosenId: number | null;
  onPick: (id: number) => void;
}

const width = 720;
const height = 480;
const gridStep = 80;

/**
 * The map without a tile server (none is configured, or its tiles fail): the points on an SVG of
 * their own, Web Mercator fitted to them, premium salons in the highlight colour, the chosen one ringed.
 */
export function OfflineMap({ points, chosenId, onPick }: MapProps) {
  const located = useMemo(() => points.map((point) => ({ point, lat: point.attributes.lat, lon: point.attributes.lon })), [points]);
  const view = useMemo(() => fitMapView(located, width, height), [located]);
  const onKey = (id: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(id);
    }
  };
  return (
    <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={t.mapLabel} data-map="offline">
      <title>{t.offlineMap}</title>
      {Array.from({ length: Math.floor(width / gridStep) }, (_, i) => (
        <line key={`v${i}`} className={styles.grid} x1={(i + 1) * gridStep} y1={0} x2={(i + 1) * gridStep} y2={height} />
      ))}
      {Array.from({ length: Math.floor(height / gridStep) }, (_, i) => (
        <line key={`h${i}`} className={styles.grid} x1={0} y1={(i + 1) * gridStep} x2={width} y2={(i + 1) * gridStep} />
      ))}
      {located.map(({ point, lat, lon }) => {
        const { x, y } = view.project({ lat, lon });
        const chosen = point.id === chosenId;
        const premium = point.attributes['point-types'].includes('premium');
        const label = `${point.attributes.name}, ${point.attributes.address}`;
        return (
          <g key={point.id} className={styles.marker} role="button" tabIndex={0} aria-label={label} aria-pressed={chosen} onClick={() => onPick(point.id)} onKeyDown={onKey(point.id)}>
            <title>{label}</title>
            {chosen ? <circle className={styles.markerChosen} cx={x} cy={y} r={13} /> : null}
            <circle className={styles.markerDot[premium ? 'premium' : 'shop']} cx={x} cy={y} r={chosen ? 8 : 6} />
          </g>
        );
      })}
    </svg>
  );
}

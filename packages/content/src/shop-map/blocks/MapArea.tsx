'use client';

import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import type { LeafletMapProps } from './LeafletMap';
import { type MapProps, OfflineMap } from './OfflineMap';

const LeafletMap = lazy(() => import('./LeafletMap'));

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface MapAreaProps extends MapProps, Pick<LeafletMapProps, 'fitKey' | 'onMove' | 'centre'> {
  /** The deployment's tile URL template; without one the offline map is all there is. */
  tileUrl: string | null;
  attribution: string;
}

/** The tile map when a tile source is configured and works; the offline SVG map otherwise (and while Leaflet loads). */
export function MapArea({ tileUrl, attribution, fitKey, onMove, centre, ...map }: MapAreaProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const offline = <OfflineMap {...map} />;
  if (!tileUrl || tilesFailed) return offline;
  return (
    <MapBoundary fallback={offline}>
      <Suspense fallback={offline}>
        <LeafletMap {...map} tileUrl={tileUrl} attribution={attribution} fitKey={fitKey} centre={centre} onMove={onMove} onFail={() => setTilesFailed(true)} />
      </Suspense>
    </MapBoundary>
  );
}

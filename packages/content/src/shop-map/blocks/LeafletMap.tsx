'use client';

// The tile map, loaded only in the browser and only when the deployment configures a tile source
// (NEXT_PUBLIC_MAP_TILE_URL): Leaflet and its stylesheet come in this chunk, never in the first load.
// Too many failing tiles (no network to the tile server) hand over to the offline map.
import 'leaflet/dist/leaflet.css';
import { shopMapTexts as t } from '@ornament/domain';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import * as styles from '../shopMap.css';
import type { MapProps } from './OfflineMap';

export interface LeafletMapProps extends MapProps {
  tileUrl: string;
  attribution: string;
  /** Changes when the points should be fitted again (a new city or filter), not when the shopper pans. */
  fitKey: string;
  /** The chosen city's centre (geo service): where the map goes while that city has no points to fit. */
  centre: { lat: number; lon: number } | null;
  onFail: () => void;
  /** The shopper dragged the map: [south, west, north, east]. */
  onMove: (bounds: [number, number, number, number]) => void;
}

/** Tile errors tolerated before the offline map takes over. */
const tileErrorLimit = 4;
/** Where the map opens before it has points or a city centre (Moscow). */
const startView: [number, number] = [55.75, 37.62];
const cityZoom = 11;

type LeafletModule = typeof Leaflet;

async function loadLeaflet(): Promise<LeafletModule> {
  const loaded = (await import('leaflet')) as LeafletModule & { default?: LeafletModule };
  return loaded.default ?? loaded;
}

export default function LeafletMap({ tileUrl, attribution, points, chosenId, onPick, fitKey, centre, onFail, onMove }: LeafletMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ L: LeafletModule; map: Leaflet.Map; markers: Leaflet.LayerGroup; fitted: string; centred: string } | null>(null);
  const callbacks = useRef({ onPick, onFail, onMove });
  // Leaflet arrives after the first render: the markers are drawn once it is there.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    callbacks.current = { onPick, onFail, onMove };
  });

  useEffect(() => {
    let cancelled = false;
    let created: Leaflet.Map | null = null;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !box.current) return;
        created = L.map(box.current, { zoomControl: true });
        // The library's name without the flag icon its default prefix carries.
        created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
        let errors = 0;
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
          .on('tileerror', () => {
            errors += 1;
            if (errors === tileErrorLimit) callbacks.current.onFail();
          })
          .addTo(created);
        created.on('dragend', () => {
          const b = created?.getBounds();
          if (b) callbacks.current.onMove([b.getSouth(), b.getWest(), b.getNorth(), b.getEast()]);
        });
        map.current = { L, map: created, markers: L.layerGroup().addTo(created), fitted: '', centred: '' };
        created.setView(startView, 10);
        setReady(true);
      })
      .catch(() => callbacks.current.onFail());
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
      setReady(false);
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    const { L, markers } = current;
    markers.clearLayers();
    for (const point of points) {
      const chosen = point.id === chosenId;
      L.circleMarker([point.attributes.lat, point.attributes.lon], { radius: chosen ? 10 : 7, className: chosen ? `${styles.leafletMarker} ${styles.leafletMarkerChosen}` : styles.leafletMarker })
        .bindTooltip(`${point.attributes.name}, ${point.attributes.address}`)
        .on('click', () => callbacks.current.onPick(point.id))
        .addTo(markers);
    }
    if (points.length > 0 && current.fitted !== fitKey) {
      current.fitted = fitKey;
      current.map.fitBounds(L.latLngBounds(points.map((point) => [point.attributes.lat, point.attributes.lon] as [number, number])), { padding: [24, 24], maxZoom: 15 });
    } else if (points.length === 0 && centre && current.centred !== `${centre.lat},${centre.lon}`) {
      // A newly chosen city still loading, or without stores: show the city rather than the last place.
      current.centred = `${centre.lat},${centre.lon}`;
      current.map.setView([centre.lat, centre.lon], cityZoom);
    }
  }, [ready, points, chosenId, fitKey, centre]);

  return <div ref={box} className={styles.leaflet} role="region" aria-label={t.mapLabel} data-map="tiles" />;
}

// The offline maps (checkout pickup points, the shop map's fallback) draw points on an SVG of their
// own (no tile server: it must work offline). Web Mercator keeps a city's shape; the view fits every
// point's bounds with a margin, and a lone point (or points at one spot) gets a small box around it.

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface Projected {
  x: number;
  y: number;
}

export interface MapView {
  width: number;
  height: number;
  project(point: GeoPoint): Projected;
}

const mercatorY = (lat: number) => {
  const clamped = Math.max(-85, Math.min(85, lat));
  return Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
};
const mercatorX = (lon: number) => (lon * Math.PI) / 180;

/** Smallest span in radians (≈ 1 km) so one point is not drawn at an infinite zoom. */
const minSpan = 0.00016;

export function fitMapView(points: readonly GeoPoint[], width: number, height: number, padding = 24): MapView {
  const xs = points.map((p) => mercatorX(p.lon));
  const ys = points.map((p) => mercatorY(p.lat));
  const [minX, maxX] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 0];
  const [minY, maxY] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 0];
  const spanX = Math.max(maxX - minX, minSpan);
  const spanY = Math.max(maxY - minY, minSpan);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  return {
    width,
    height,
    project: ({ lat, lon }) => ({
      x: width / 2 + (mercatorX(lon) - centreX) * scale,
      // North is up: a larger latitude is a smaller y.
      y: height / 2 - (mercatorY(lat) - centreY) * scale,
    }),
  };
}

// The pickup map's clusters (spec 3 §7 offer/points-cluster/): the list holds the nearest points only,
// so when the city has more, the map groups all of them on the offers service's grid and a cluster
// chosen narrows the list to its area (filter[bounds]).
import type { Bounds, DeliveryPoint, PointCluster } from '@ornament/api-contract';

/** Points the list asks for (offer/points/ limit): the nearest ones; meta.total-count tells of the rest. */
export const checkoutPointsLimit = 12;

/** The offline map's drawing size and padding (PointsMap's viewBox). */
export const mapSize = { width: 640, height: 420, padding: 24 } as const;

/** Around the listed (nearest) points, the rest of the city lies this many times as far out. */
const overviewGrowth = 3;
/** A cluster's area is its points' exact rectangle: a little margin keeps its edge points in it. */
const areaMargin = 0.0001;

export function boundsParam(bounds: Bounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].join(',');
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const mercatorX = (lon: number) => (lon * Math.PI) / 180;
const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (clamp(lat, -85, 85) * Math.PI) / 360));

export function boundsOf(points: readonly { lat: number; lon: number }[]): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  return { south: Math.min(...lats), west: Math.min(...lons), north: Math.max(...lats), east: Math.max(...lons) };
}

export function grownBounds(bounds: Bounds, factor: number): Bounds {
  const halfLat = ((bounds.north - bounds.south) * factor) / 2;
  const halfLon = ((bounds.east - bounds.west) * factor) / 2;
  const lat = (bounds.north + bounds.south) / 2;
  const lon = (bounds.east + bounds.west) / 2;
  return { south: clamp(lat - halfLat, -85, 85), west: clamp(lon - halfLon, -180, 180), north: clamp(lat + halfLat, -85, 85), east: clamp(lon + halfLon, -180, 180) };
}

/**
 * The web-map zoom whose scale fits `bounds` into the map as fitMapView draws it: at zoom z the world
 * (2π of Mercator x) is 256 · 2^z pixels, so z = log2(scale · 2π / 256), rounded down, within 0..21.
 */
export function zoomFor(bounds: Bounds, size: { width: number; height: number; padding: number } = mapSize): number {
  const spanX = Math.max(mercatorX(bounds.east) - mercatorX(bounds.west), 0.00016);
  const spanY = Math.max(mercatorY(bounds.north) - mercatorY(bounds.south), 0.00016);
  const scale = Math.min((size.width - 2 * size.padding) / spanX, (size.height - 2 * size.padding) / spanY);
  return clamp(Math.floor(Math.log2((scale * 2 * Math.PI) / 256)), 0, 21);
}

export interface ClusterRequest {
  bounds: Bounds;
  zoom: number;
}

/**
 * What to ask offer/points-cluster/ for, or null when the list already holds every matching point:
 * the chosen area itself, or else the listed points' rectangle grown to take in the rest of the city;
 * the zoom is the one that rectangle is drawn at (a grid cell then takes 64–128 px of the map).
 */
export function clusterRequestOf(points: readonly DeliveryPoint[], total: number, area: Bounds | null): ClusterRequest | null {
  if (total <= points.length) return null;
  const listed = boundsOf(points);
  const bounds = area ?? (listed ? grownBounds(listed, overviewGrowth) : null);
  return bounds ? { bounds, zoom: zoomFor(bounds) } : null;
}

/** The list's area when a cluster is chosen: its points' rectangle with a hair of margin. */
export function clusterArea(cluster: Pick<PointCluster, 'bounds'>): Bounds {
  const { south, west, north, east } = cluster.bounds;
  return { south: clamp(south - areaMargin, -90, 90), west: clamp(west - areaMargin, -180, 180), north: clamp(north + areaMargin, -90, 90), east: clamp(east + areaMargin, -180, 180) };
}

export interface MapMarks {
  /** Clusters drawn as a count to choose (more than one point, or one the list does not hold). */
  clusters: PointCluster[];
  /** Listed points drawn as markers: alone in their cell, or the chosen one. */
  points: DeliveryPoint[];
}

/** What the map draws: without clusters every listed point; with them, the clusters and the points they single out. */
export function mapMarksOf(points: readonly DeliveryPoint[], clusters: readonly PointCluster[] | null, chosenId: string | null): MapMarks {
  if (!clusters) return { clusters: [], points: [...points] };
  const byId = new Map(points.map((point) => [point.id, point]));
  const singled = new Set(clusters.flatMap((cluster) => (cluster.count === 1 && cluster.point_id && byId.has(cluster.point_id) ? [cluster.point_id] : [])));
  return {
    clusters: clusters.filter((cluster) => !(cluster.point_id && singled.has(cluster.point_id))),
    points: points.filter((point) => singled.has(point.id) || point.id === chosenId),
  };
}

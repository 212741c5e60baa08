import type { DeliveryPoint, PointCluster } from '@ornament/api-contract';
import { fitMapView } from '@ornament/ui-kit/map/mapProjection';
import { describe, expect, it } from 'vitest';
import { boundsParam, checkoutPointsLimit, clusterArea, clusterRequestOf, mapMarksOf, mapSize, zoomFor } from './pointClusters';

const point = (id: string, lat: number, lon: number): DeliveryPoint =>
  ({ id, lat, lon, name: id, type: 'pvz' }) as DeliveryPoint;
const cluster = (id: string, count: number, pointId: string | null, bounds = { south: 55.7, west: 37.5, north: 55.8, east: 37.7 }): PointCluster => ({
  id,
  lat: (bounds.south + bounds.north) / 2,
  lon: (bounds.west + bounds.east) / 2,
  count,
  retail_count: 0,
  pvz_count: count,
  bounds,
  point_id: pointId,
});
const nearest = [point('pvz-A', 55.74, 37.6), point('pvz-B', 55.76, 37.64), point('pvz-C', 55.75, 37.58)];

describe('S3.7.24 the pickup map’s clusters', () => {
  it('S3.7.24: asks for clusters only when the city has more points than the list holds', () => {
    expect(checkoutPointsLimit).toBeLessThan(300);
    expect(clusterRequestOf(nearest, 3, null)).toBeNull();
    const request = clusterRequestOf(nearest, 18, null);
    // The listed points' rectangle (55.74–55.76, 37.58–37.64) grown three times about its centre.
    expect(request?.bounds.south).toBeCloseTo(55.72);
    expect(request?.bounds.north).toBeCloseTo(55.78);
    expect(request?.bounds.west).toBeCloseTo(37.52);
    expect(request?.bounds.east).toBeCloseTo(37.7);
    expect(request?.zoom).toBe(zoomFor(request!.bounds));
    // A chosen area is asked as it is.
    const area = { south: 55.7, west: 37.5, north: 55.8, east: 37.7 };
    expect(clusterRequestOf(nearest, 18, area)?.bounds).toEqual(area);
  });

  it('S3.7.24: derives the zoom from the fitted view: a 64 px cell at that zoom is drawn 64–128 px wide', () => {
    const bounds = { south: 55.72, west: 37.52, north: 55.78, east: 37.7 };
    const zoom = zoomFor(bounds);
    const view = fitMapView(
      [
        { lat: bounds.south, lon: bounds.west },
        { lat: bounds.north, lon: bounds.east },
      ],
      mapSize.width,
      mapSize.height,
      mapSize.padding,
    );
    const cellDegrees = (360 * 64) / (256 * 2 ** zoom);
    const drawn = (lonSpan: number) => view.project({ lat: 55.75, lon: 37.6 + lonSpan }).x - view.project({ lat: 55.75, lon: 37.6 }).x;
    expect(drawn(cellDegrees)).toBeGreaterThanOrEqual(63.999);
    expect(drawn(cellDegrees)).toBeLessThan(128);
    expect(zoomFor({ south: -80, west: -170, north: 80, east: 170 })).toBe(0);
    expect(zoomFor({ south: 55.75, west: 37.6, north: 55.75, east: 37.6 })).toBeLessThanOrEqual(21);
  });

  it('S3.7.24: a chosen cluster narrows the list to its points’ rectangle with a hair of margin', () => {
    const area = clusterArea(cluster('12:1:2', 5, null, { south: 55.71, west: 37.55, north: 55.73, east: 37.61 }));
    expect(area.south).toBeLessThan(55.71);
    expect(area.north).toBeGreaterThan(55.73);
    expect(area.north - area.south).toBeLessThan(0.021);
    expect(boundsParam(area).split(',').map(Number)).toEqual([area.south, area.west, area.north, area.east]);
    // A cell of one point is a rectangle of no size: the margin keeps that point in it.
    const lone = clusterArea(cluster('12:3:4', 1, 'pvz-X', { south: 55.7, west: 37.5, north: 55.7, east: 37.5 }));
    expect(lone.south).toBeLessThan(55.7);
    expect(lone.north).toBeGreaterThan(55.7);
  });

  it('S3.7.24: draws counts for groups and markers for listed points alone in their cell and the chosen one', () => {
    expect(mapMarksOf(nearest, null, null)).toEqual({ clusters: [], points: nearest });
    const clusters = [cluster('10:1:1', 4, null), cluster('10:1:2', 1, 'pvz-A'), cluster('10:2:2', 1, 'pvz-FAR')];
    const marks = mapMarksOf(nearest, clusters, 'pvz-C');
    expect(marks.clusters.map((each) => each.id)).toEqual(['10:1:1', '10:2:2']);
    expect(marks.points.map((each) => each.id)).toEqual(['pvz-A', 'pvz-C']);
  });
});

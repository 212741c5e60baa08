// The checkout's pickup map as the storefront drives it (spec 3 §7 offer/points/, points-cluster/,
// data/): the nearest few points, the clusters of all the city's points, a cluster's area narrowing
// the list, and the chosen point's detail, each with the region time zone header.
import { type OfferPointDataResponse, type OfferPointsClusterResponse, type OfferPointsResponse, paths } from '@ornament/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type SignedIn, signedIn } from '../orders/signedIn';
import { moscowGuid, moscowLines, putInBasket, useKnownTariffs } from './fixtures';

let t: TestApp;
let anna: SignedIn;

beforeAll(async () => {
  t = await buildTestApp();
  await useKnownTariffs(t.db);
  const lines = await moscowLines(t.db);
  anna = await signedIn(t.app, t.db, 'shopper');
  await putInBasket(t.db, anna.userId, [{ ...lines[0], quantity: 1 }]);
});
afterAll(async () => t?.close());

const headers = { 'x-city-uuid': moscowGuid, 'x-region-timezone': 'UTC+3:00' };
async function get<T>(url: string): Promise<T> {
  const response = await anna.call({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}
const box = (b: { south: number; west: number; north: number; east: number }) => [b.south, b.west, b.north, b.east].join(',');

describe('the checkout pickup map', () => {
  it('S3.7.24: nearest points, clusters of all the city’s points, a cluster’s area, then the chosen point’s detail', async () => {
    const scope = `filter[point_type]=pvz&filter[city]=${moscowGuid}`;
    const nearest = await get<OfferPointsResponse>(`${paths.offerPoints}?${scope}&limit=12`);
    expect(nearest.data).toHaveLength(12);
    expect(nearest.meta['total-count']).toBeGreaterThan(12);
    expect(nearest.meta.timezone).toBe('UTC+3:00');

    // The storefront asks for the listed points' rectangle grown three times (checkout logic/pointClusters.ts).
    const lats = nearest.data.map((point) => point.lat);
    const lons = nearest.data.map((point) => point.lon);
    const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
    const grown = { south: south - (north - south), north: north + (north - south), west: west - (east - west), east: east + (east - west) };
    const clusters = await get<OfferPointsClusterResponse>(`${paths.offerPointsCluster}?${scope}&filter[bounds]=${box(grown)}&filter[zoom]=11`);
    expect(clusters.data.reduce((sum, cell) => sum + cell.count, 0)).toBe(clusters.meta['total-count']);
    // Every point of the city lies in it (the seed's pickup points stand a few kilometres around the centre).
    expect(clusters.meta['total-count']).toBe(nearest.meta['total-count']);

    const group = clusters.data.find((cell) => cell.count > 1) ?? clusters.data[0]!;
    const m = 0.0001;
    const area = { south: group.bounds.south - m, west: group.bounds.west - m, north: group.bounds.north + m, east: group.bounds.east + m };
    const narrowed = await get<OfferPointsResponse>(`${paths.offerPoints}?${scope}&filter[bounds]=${box(area)}&limit=12`);
    expect(narrowed.meta['total-count']).toBe(group.count);

    const chosen = narrowed.data[0]!;
    const detail = await get<OfferPointDataResponse>(`${paths.offerPointData}?filter[point]=${chosen.id}`);
    expect(detail.data).toMatchObject({ id: chosen.id, work_time: chosen.work_time, deliveryInformation: { reservation_period: chosen.deliveryInformation.reservation_period } });
    expect(detail.data.offers).toHaveLength(1);
    expect(detail.data.offers[0]).toMatchObject({ available: true });
    expect(detail.meta.timezone).toBe('UTC+3:00');
  });
});

import type { StorePoint, StoresMeta } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { hasMorePoints, initialPointsState, type PointsQuery, pointsReducer } from './shopMapState';

const point = (id: number): StorePoint => ({
  id,
  type: 'store',
  attributes: {
    code: `ST-${id}`,
    name: `Орнамент ${id}`,
    address: `г. Москва, ул. Ленина, д. ${id}`,
    city: 'Москва',
    'city-guid': 'c',
    lat: 55.7,
    lon: 37.6,
    'store-type': 'retail',
    'point-types': ['retail'],
    phone: null,
    metro: null,
    services: [],
    'opening-hours': {},
    'is-on-map': true,
  },
});
const meta = (page: number, pageCount: number, total: number): StoresMeta => ({ 'current-page': page, 'page-count': pageCount, 'per-page': 2, 'total-count': total });
const query: PointsQuery = { cityGuid: 'c', filterNames: ['Premium магазины', 'Флагманские магазины'], text: '', bounds: null };

describe('shop map points state', () => {
  it('continues from page 2 after the server-rendered first page', () => {
    const state = initialPointsState(query, { data: [point(1), point(2)], meta: meta(1, 3, 5) });
    expect(state.meta.currentPage).toBe(2);
    expect(hasMorePoints(state)).toBe(true);
    const asked = pointsReducer(state, { type: 'pageRequested' });
    expect(asked).toMatchObject({ status: 'loading', pendingPage: 2 });
    expect(asked.points).toHaveLength(2);
  });

  it('appends a page other than 1 and replaces on page 1', () => {
    let state = pointsReducer(initialPointsState(query, { data: [point(1), point(2)], meta: meta(1, 3, 5) }), { type: 'pageRequested' });
    state = pointsReducer(state, { type: 'pointsLoaded', page: 2, data: [point(3), point(4)], meta: meta(2, 3, 5) });
    expect(state.points.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(state.meta.currentPage).toBe(3);
    state = pointsReducer(state, { type: 'queryChanged', query: { filterNames: [] } });
    state = pointsReducer(state, { type: 'pointsLoaded', page: 1, data: [point(9)], meta: meta(1, 1, 1) });
    expect(state.points.map((p) => p.id)).toEqual([9]);
    expect(hasMorePoints(state)).toBe(false);
  });

  it('clears the points and shows loaders when the active filters change', () => {
    const state = pointsReducer(initialPointsState(query, { data: [point(1)], meta: meta(1, 1, 1) }), { type: 'queryChanged', query: { filterNames: ['Premium магазины'] } });
    expect(state).toMatchObject({ points: [], status: 'loading', pendingPage: 1, query: { filterNames: ['Premium магазины'], cityGuid: 'c' } });
  });

  it('drops a late answer for an abandoned page and keeps points on a failed load', () => {
    let state = pointsReducer(initialPointsState(query, { data: [point(1)], meta: meta(1, 2, 3) }), { type: 'pageRequested' });
    state = pointsReducer(state, { type: 'queryChanged', query: { text: 'Тверская' } });
    expect(pointsReducer(state, { type: 'pointsLoaded', page: 2, data: [point(5)], meta: meta(2, 2, 3) })).toBe(state);
    const failed = pointsReducer(state, { type: 'pointsFailed' });
    expect(failed.status).toBe('error');
    expect(pointsReducer(failed, { type: 'retry' })).toMatchObject({ status: 'loading', pendingPage: 1 });
  });

  it('starts loading page 1 in the browser when the server could not render it', () => {
    expect(initialPointsState(query, null)).toMatchObject({ status: 'loading', pendingPage: 1, points: [] });
  });
});

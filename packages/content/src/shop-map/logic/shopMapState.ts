// The shop map's points state (spec 3 §4 "Shop map"): points append when the page is not 1 and
// replace otherwise; the server renders page 1, so the initial meta's current-page is 2 (the next
// page to ask for); changing the active filters (or the city, the text, the map's box) clears the
// points and shows loaders until the new first page arrives.
import type { StorePoint, StoresMeta } from '@ornament/api-contract';

/** What the points are asked for; a change of any of it starts again from page 1. */
export interface PointsQuery {
  /** null = every city (the whole country list, or the map's box). */
  cityGuid: string | null;
  filterNames: readonly string[];
  text: string;
  /** [south, west, north, east] when the tile map was moved; null on the offline map. */
  bounds: readonly [number, number, number, number] | null;
}

export interface PointsState {
  query: PointsQuery;
  points: readonly StorePoint[];
  /** `currentPage` is the next page to load. */
  meta: { currentPage: number; pageCount: number; totalCount: number };
  status: 'idle' | 'loading' | 'error';
  /** The page a failed or running load asked for, to retry it. */
  pendingPage: number;
}

export type PointsAction =
  | { type: 'queryChanged'; query: Partial<PointsQuery> }
  | { type: 'pageRequested' }
  | { type: 'pointsLoaded'; page: number; data: readonly StorePoint[]; meta: StoresMeta }
  | { type: 'pointsFailed' }
  | { type: 'retry' };

/** The state after the server-rendered first page (null when it failed: the client loads page 1). */
export function initialPointsState(query: PointsQuery, first: { data: readonly StorePoint[]; meta: StoresMeta } | null): PointsState {
  if (!first) return { query, points: [], meta: { currentPage: 1, pageCount: 0, totalCount: 0 }, status: 'loading', pendingPage: 1 };
  return {
    query,
    points: first.data,
    meta: { currentPage: 2, pageCount: first.meta['page-count'], totalCount: first.meta['total-count'] },
    status: 'idle',
    pendingPage: 0,
  };
}

export function hasMorePoints(state: PointsState): boolean {
  return state.status !== 'loading' && state.meta.currentPage <= state.meta.pageCount;
}

export function pointsReducer(state: PointsState, action: PointsAction): PointsState {
  switch (action.type) {
    case 'queryChanged':
      return { ...state, query: { ...state.query, ...action.query }, points: [], meta: { currentPage: 1, pageCount: 0, totalCount: 0 }, status: 'loading', pendingPage: 1 };
    case 'pageRequested':
      if (!hasMorePoints(state)) return state;
      return { ...state, status: 'loading', pendingPage: state.meta.currentPage };
    case 'pointsLoaded': {
      // An answer for a page nobody waits for any more (the query changed meanwhile) is dropped.
      if (state.status !== 'loading' || action.page !== state.pendingPage) return state;
      const points = action.page === 1 ? action.data : [...state.points, ...action.data.filter((point) => !state.points.some((known) => known.id === point.id))];
      return {
        ...state,
        points,
        meta: { currentPage: action.page + 1, pageCount: action.meta['page-count'], totalCount: action.meta['total-count'] },
        status: 'idle',
        pendingPage: 0,
      };
    }
    case 'pointsFailed':
      return state.status === 'loading' ? { ...state, status: 'error' } : state;
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'loading' } : state;
  }
}

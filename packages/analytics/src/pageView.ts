import { push as pushToDataLayer } from './dataLayer';
import type { AnalyticsEvent, PageLoadEvent, PageViewEvent } from './events/types';

export interface PageViewInput {
  /** Full URL of the page. */
  readonly location: string;
  readonly title?: string;
  readonly pageType?: string;
}

export function pageView(input: PageViewInput): PageViewEvent {
  const url = new URL(input.location);
  return {
    event: 'page_view',
    page_location: url.href,
    page_path: url.pathname,
    ...(input.title !== undefined ? { page_title: input.title } : {}),
    ...(input.pageType !== undefined ? { page_type: input.pageType } : {}),
  };
}

export function pageLoad(params: Omit<PageLoadEvent, 'event'> = {}): PageLoadEvent {
  return { ...params, event: 'page_load' };
}

// Spec 1 §4: the page-load event is queued until the first page view is sent, so that reports
// never see a load without the page it belongs to.

export type PageViewState =
  | { readonly status: 'awaitingPageView'; readonly queued: readonly PageLoadEvent[] }
  | { readonly status: 'pageViewSent' };

export type PageViewAction =
  | { readonly type: 'pageView'; readonly event: PageViewEvent }
  | { readonly type: 'pageLoad'; readonly event: PageLoadEvent };

export interface PageViewTransition {
  readonly state: PageViewState;
  /** Events to push now, in order. */
  readonly send: readonly AnalyticsEvent[];
}

export const initialPageViewState: PageViewState = { status: 'awaitingPageView', queued: [] };

export function pageViewTransition(state: PageViewState, action: PageViewAction): PageViewTransition {
  if (state.status === 'pageViewSent') return { state, send: [action.event] };
  if (action.type === 'pageLoad') return { state: { ...state, queued: [...state.queued, action.event] }, send: [] };
  return { state: { status: 'pageViewSent' }, send: [action.event, ...state.queued] };
}

export interface PageViewTracker {
  trackPageView(input: PageViewInput): void;
  trackPageLoad(params?: Omit<PageLoadEvent, 'event'>): void;
  readonly state: PageViewState;
}

/** One per browser tab (the page-load queue is per document). */
export function createPageViewTracker(push: (event: AnalyticsEvent) => void = (event) => pushToDataLayer(event)): PageViewTracker {
  let state = initialPageViewState;
  const dispatch = (action: PageViewAction): void => {
    const transition = pageViewTransition(state, action);
    state = transition.state;
    transition.send.forEach(push);
  };
  return {
    trackPageView: (input) => dispatch({ type: 'pageView', event: pageView(input) }),
    trackPageLoad: (params) => dispatch({ type: 'pageLoad', event: pageLoad(params) }),
    get state() {
      return state;
    },
  };
}

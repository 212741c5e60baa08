import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from './events/types';
import { createPageViewTracker, initialPageViewState, pageLoad, pageView, pageViewTransition } from './pageView';

const home = pageView({ location: 'https://shop.example/?utm_source=x', title: 'Орнамент', pageType: 'main' });

describe('pageView', () => {
  it('builds the page_view event from the URL', () => {
    expect(home).toEqual({
      event: 'page_view',
      page_location: 'https://shop.example/?utm_source=x',
      page_path: '/',
      page_title: 'Орнамент',
      page_type: 'main',
    });
  });
});

describe('pageViewTransition (spec 1 §4: page load waits for the first page view)', () => {
  it('queues a page load before the first page view', () => {
    const { state, send } = pageViewTransition(initialPageViewState, { type: 'pageLoad', event: pageLoad() });
    expect(send).toEqual([]);
    expect(state).toEqual({ status: 'awaitingPageView', queued: [pageLoad()] });
  });

  it('sends the first page view, then the queued page loads in order', () => {
    const first = pageViewTransition(initialPageViewState, { type: 'pageLoad', event: pageLoad({ n: 1 }) });
    const second = pageViewTransition(first.state, { type: 'pageLoad', event: pageLoad({ n: 2 }) });
    const third = pageViewTransition(second.state, { type: 'pageView', event: home });
    expect(third.send).toEqual([home, pageLoad({ n: 1 }), pageLoad({ n: 2 })]);
    expect(third.state).toEqual({ status: 'pageViewSent' });
  });

  it('sends everything at once after the first page view', () => {
    const ready = { status: 'pageViewSent' } as const;
    expect(pageViewTransition(ready, { type: 'pageLoad', event: pageLoad() }).send).toEqual([pageLoad()]);
    expect(pageViewTransition(ready, { type: 'pageView', event: home }).send).toEqual([home]);
  });
});

describe('createPageViewTracker', () => {
  it('pushes a page load that came first only after the page view', () => {
    const sent: AnalyticsEvent[] = [];
    const tracker = createPageViewTracker((event) => sent.push(event));
    tracker.trackPageLoad({ load_ms: 830 });
    expect(sent).toEqual([]);
    expect(tracker.state.status).toBe('awaitingPageView');
    tracker.trackPageView({ location: 'https://shop.example/catalog/' });
    tracker.trackPageLoad({ load_ms: 120 });
    tracker.trackPageView({ location: 'https://shop.example/product/x/' });
    expect(sent.map((event) => event.event)).toEqual(['page_view', 'page_load', 'page_load', 'page_view']);
    expect(sent[1]).toEqual({ event: 'page_load', load_ms: 830 });
  });

  it('a page load cannot override the event name', () => {
    expect(pageLoad({ event: 'purchase' } as never)).toEqual({ event: 'page_load' });
  });
});

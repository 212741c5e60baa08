import { createPageViewTracker, type AnalyticsEvent } from '@ornament/analytics';
import { describe, expect, it } from 'vitest';

// PageViews relies on the analytics tracker's queue: a load event sent before the first page view
// waits for it (spec 1 §4). This pins that contract from the shell's side.
describe('page-load queue as PageViews uses it', () => {
  it('sends page_load only after the first page_view', () => {
    const sent: AnalyticsEvent[] = [];
    const tracker = createPageViewTracker((event) => sent.push(event));
    tracker.trackPageLoad();
    expect(sent).toEqual([]);
    tracker.trackPageView({ location: 'https://shop.example/', title: 'Главная' });
    expect(sent.map((event) => event.event)).toEqual(['page_view', 'page_load']);
    tracker.trackPageView({ location: 'https://shop.example/jewelry-catalog/' });
    expect(sent.map((event) => event.event)).toEqual(['page_view', 'page_load', 'page_view']);
  });
});

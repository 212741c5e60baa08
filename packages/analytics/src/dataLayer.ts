import type { AnalyticsEvent } from './events/types';

/** Anything with GTM's `dataLayer.push` — the real array, or a recorder in tests. */
export interface DataLayerTarget {
  push(...entries: object[]): unknown;
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

let override: DataLayerTarget | null = null;

/** Sends every event to `target` instead of `window.dataLayer` (tests, previews); null restores. */
export function setDataLayerTarget(target: DataLayerTarget | null): void {
  override = target;
}

/** `window.dataLayer`, created if the tag manager has not loaded yet; null on the server. */
export function getDataLayer(): DataLayerTarget | null {
  if (override !== null) return override;
  if (typeof window === 'undefined') return null;
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Pushes one event. Ecommerce events are preceded by `{ ecommerce: null }`, as Google's GA4
 * guide asks, so that fields of the previous event's `ecommerce` object do not leak into this one.
 * Does nothing on the server.
 */
export function push(event: AnalyticsEvent, target: DataLayerTarget | null = getDataLayer()): void {
  if (target === null) return;
  if ('ecommerce' in event) target.push({ ecommerce: null });
  target.push(event);
}

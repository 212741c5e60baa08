// What a run saw: every request (kind, route, status, latency, when), every order the API accepted,
// every checkout attempt left without an answer, every basket line a shopper added, and the fault
// windows the scenario declared. Percentiles come from autocannon's histogram library.
import { hdr } from './deps.mjs';

/** How long after a fault ends its errors still count as the fault's (the issue's recovery budget). */
export const recoveryBudgetSeconds = 10;

export function createRecorder() {
  const requests = [];
  const windows = [];
  return {
    requests,
    windows,
    /** masterOrderId → { key, userId, orderIds, numbers, payment }. */
    accepted: new Map(),
    /** Checkout attempts whose answer never came (the key is kept for a replay): userId → Set(key). */
    inDoubt: new Map(),
    /** Every shopper's account and lines: { userId, lines: Map('article|size' → quantity) }. */
    shoppers: [],
    /** When the measured window began (after the shoppers' arrival ramp); latency before it is left out. */
    measuredFrom: 0,
    request(entry) {
      requests.push(entry);
    },
    fault(name, start, end) {
      windows.push({ name, start, end });
    },
  };
}

function histogramOf(values) {
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });
  for (const ms of values) histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  return histogram;
}

/** p-th percentile in ms of `values` (ms), or null when there are none. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const histogram = histogramOf(values);
  const value = histogram.getValueAtPercentile(p) / 1000;
  histogram.destroy?.();
  return value;
}

/**
 * Whether a request is the fault's: it was in flight at some moment of a fault window or the
 * recovery after it. A request sent just before a replica is killed loses its answer to the kill.
 */
const inWindow = (windows, r) => windows.some((w) => r.at + r.ms >= w.start && r.at <= w.end + recoveryBudgetSeconds * 1000);

/** How long each slice of the run's timeline is (ms). */
export const timelineSliceMs = 20_000;

/**
 * Page and API p95 and orders placed by slice of the run (requests by when they were sent; fault
 * windows left out of the p95 as in the run's own): whether a run's latency is its steady state or
 * one stretch's, and how brisk the trade was then.
 */
function timelineOf(requests, windows) {
  if (requests.length === 0) return [];
  const start = Math.min(...requests.map((r) => r.at));
  const slices = [];
  for (const r of requests) {
    const index = Math.floor((r.at - start) / timelineSliceMs);
    slices[index] ??= { page: [], api: [], orders: 0 };
    if (r.ok && r.route === 'order.create' && r.status < 300) slices[index].orders++;
    if (!r.ok || inWindow(windows, r) || (r.kind !== 'page' && r.kind !== 'api')) continue;
    slices[index][r.kind].push(r.ms);
  }
  return Array.from(slices, (slice, index) => ({ fromSeconds: (index * timelineSliceMs) / 1000, p95Page: percentile(slice?.page ?? [], 95), p95Api: percentile(slice?.api ?? [], 95), orders: slice?.orders ?? 0 }));
}

/** The figures of a run: errors split into expected (inside a fault window) and not. */
export function summarise(recorder) {
  const { requests, windows } = recorder;
  const failed = requests.filter((r) => !r.ok);
  const expected = [];
  const unexpected = [];
  for (const r of failed) (inWindow(windows, r) ? expected : unexpected).push(r);
  // Latency is the measured window's (after the arrival ramp); errors count from the first request.
  const measured = (r) => r.at >= (recorder.measuredFrom ?? 0);
  const latencies = (kind) => requests.filter((r) => r.kind === kind && r.ok && measured(r) && !inWindow(windows, r)).map((r) => r.ms);
  const byRoute = new Map();
  for (const r of requests) {
    const key = `${r.kind} ${r.route}`;
    const row = byRoute.get(key) ?? { key, count: 0, failed: 0, statuses: new Map(), ms: [], cache: new Map() };
    row.count++;
    if (r.cache) row.cache.set(r.cache, (row.cache.get(r.cache) ?? 0) + 1);
    if (!r.ok) row.failed++;
    row.statuses.set(r.status, (row.statuses.get(r.status) ?? 0) + 1);
    if (measured(r)) row.ms.push(r.ms);
    byRoute.set(key, row);
  }
  return {
    requests: requests.length,
    errors: unexpected.length,
    expectedErrors: expected.length,
    unexpectedSample: [...new Set(unexpected.map((r) => `${r.kind} ${r.route} → ${r.status}${r.error ? ` (${r.error})` : ''}`))].slice(0, 8),
    p95Page: percentile(latencies('page'), 95),
    p95Api: percentile(latencies('api'), 95),
    timeline: timelineOf(requests, windows),
    routes: [...byRoute.values()].map((row) => ({ key: row.key, count: row.count, failed: row.failed, statuses: Object.fromEntries(row.statuses), p95: percentile(row.ms, 95), cache: Object.fromEntries(row.cache) })),
    /** Pages served from a cache (the balancer's, or the storefronts' shared one) of all pages answered. */
    pageCacheHits: (() => {
      const pages = requests.filter((r) => r.kind === 'page' && r.ok);
      const hits = pages.filter((r) => r.cache === 'balancer' || r.cache === 'hit' || r.cache === 'stale').length;
      return pages.length === 0 ? null : hits / pages.length;
    })(),
  };
}

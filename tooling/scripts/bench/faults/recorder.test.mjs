import { describe, expect, test } from 'vitest';
import { createRecorder, recoveryBudgetSeconds, summarise, timelineSliceMs } from './recorder.mjs';

const request = (at, ms, ok) => ({ at, ms, kind: 'api', route: 'basket.calculate', status: ok ? 200 : 0, ok });

describe('a run\'s errors are the fault\'s only while the fault or its recovery lasts', () => {
  const fault = { start: 10_000, end: 20_000 };
  const errorsOf = (...requests) => {
    const recorder = createRecorder();
    recorder.fault('api replica down', fault.start, fault.end);
    for (const r of requests) recorder.request(r);
    const { errors, expectedErrors } = summarise(recorder);
    return { errors, expectedErrors };
  };

  test('a request sent just before the kill and answered by it is the fault\'s', () => {
    expect(errorsOf(request(9_900, 200, false))).toEqual({ errors: 0, expectedErrors: 1 });
  });

  test('a request that ended before the fault began is not', () => {
    expect(errorsOf(request(9_000, 500, false))).toEqual({ errors: 1, expectedErrors: 0 });
  });

  test('a failure after the recovery budget is not', () => {
    const after = fault.end + recoveryBudgetSeconds * 1000 + 1;
    expect(errorsOf(request(fault.end + 5_000, 100, false), request(after, 10, false))).toEqual({ errors: 1, expectedErrors: 1 });
  });

  test('latency inside the window is left out of the p95', () => {
    const recorder = createRecorder();
    recorder.fault('api replica down', fault.start, fault.end);
    recorder.request(request(1_000, 40, true));
    recorder.request(request(fault.start + 1, 5_000, true));
    expect(summarise(recorder).p95Api).toBeCloseTo(40, 0);
  });
});

describe('the timeline', () => {
  test('gives the p95 of each slice of the run, fault windows left out', () => {
    const recorder = createRecorder();
    recorder.fault('api replica down', 30_000, 31_000);
    recorder.request(request(0, 900, true));
    recorder.request({ ...request(1_000, 20, true), kind: 'page', route: 'home' });
    recorder.request({ ...request(2_000, 20, true), route: 'order.create' });
    recorder.request(request(timelineSliceMs + 5, 30, true));
    recorder.request(request(30_500, 5_000, true));
    expect(summarise(recorder).timeline).toEqual([
      { fromSeconds: 0, p95Page: expect.closeTo(20, 0), p95Api: expect.closeTo(900, 0), orders: 1 },
      { fromSeconds: timelineSliceMs / 1000, p95Page: null, p95Api: expect.closeTo(30, 0), orders: 0 },
    ]);
  });
});

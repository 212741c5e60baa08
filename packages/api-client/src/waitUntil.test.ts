import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { untilOrderSettles, untilRecommendationsReady, waitUntil } from './waitUntil';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('S2.9.9 polling helpers', () => {
  it('wait-until asks every 2 s for at most 60 s; recommendations every 1 s for at most 20 s', () => {
    expect(untilOrderSettles).toEqual({ intervalMs: 2000, maxMs: 60_000 });
    expect(untilRecommendationsReady).toEqual({ intervalMs: 1000, maxMs: 20_000 });
  });

  it('answers the first value a probe gives, asking at the interval, and a failed probe only means "not yet"', async () => {
    let calls = 0;
    const probe = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return calls === 4 ? 'paid' : undefined;
    });
    const result = waitUntil(probe, untilOrderSettles);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('paid');
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('gives up after the maximum: 31 probes in 60 s at 2 s, then undefined', async () => {
    const probe = vi.fn(async () => undefined);
    const result = waitUntil(probe, untilOrderSettles);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(result).resolves.toBeUndefined();
    expect(probe).toHaveBeenCalledTimes(31);
  });

  it('stops at once when its signal aborts', async () => {
    const controller = new AbortController();
    const probe = vi.fn(async () => undefined);
    const result = waitUntil(probe, { ...untilRecommendationsReady, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(2_500);
    controller.abort();
    await expect(result).resolves.toBeUndefined();
    expect(probe).toHaveBeenCalledTimes(3);
  });
});

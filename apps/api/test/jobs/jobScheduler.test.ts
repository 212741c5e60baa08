// When a background job (the gift-card delivery, the message pruning) runs in one process: kicks never
// overlap runs and are never lost, the timer runs it on its interval until the app stops it, a stop
// tells the current run to end, and a failed run does not stop later ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftCardDeliveryIntervalMs, loadEnv, messagePruneIntervalMs } from '../../src/env';
import { jobScheduler } from '../../src/jobs/jobScheduler';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('job scheduler', () => {
  it('a kick during a run asks for exactly one more run', async () => {
    const first = gate();
    let runs = 0;
    let overlapping = 0;
    let inRun = false;
    const scheduler = jobScheduler(async () => {
      if (inRun) overlapping++;
      inRun = true;
      runs++;
      if (runs === 1) await first.opened;
      inRun = false;
    }, () => {});
    scheduler.kick();
    scheduler.kick();
    scheduler.kick();
    first.open();
    await scheduler.settled();
    expect(runs).toBe(2);
    expect(overlapping).toBe(0);
    scheduler.kick();
    await scheduler.settled();
    expect(runs).toBe(3);
  });

  it('reports a failed run and keeps running later ones', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const scheduler = jobScheduler(async () => {
      runs++;
      if (runs === 1) throw new Error('database away');
    }, (error) => errors.push(error));
    scheduler.kick();
    await scheduler.settled();
    scheduler.kick();
    await scheduler.settled();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('runs on its interval until stopped, and not after', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const scheduler = jobScheduler(async () => {
      runs++;
    }, () => {});
    scheduler.start(30_000);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(3);
    await scheduler.stop();
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(runs).toBe(3);
  });

  it('aborts the current run on stop and resolves once it has ended', async () => {
    const started = gate();
    let steps = 0;
    const scheduler = jobScheduler(async (signal) => {
      started.open();
      while (!signal.aborted) {
        steps++;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }, () => {});
    scheduler.kick();
    await started.opened;
    await scheduler.stop();
    const stepsAtStop = steps;
    expect(stepsAtStop).toBeGreaterThan(0);
    scheduler.kick();
    await scheduler.settled();
    expect(steps).toBe(stepsAtStop);
  });

  it('takes its interval from GIFT_CARD_DELIVERY_INTERVAL_SECONDS: 30 s by default, off in tests', () => {
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'development' }))).toBe(30_000);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'test' }))).toBe(0);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'test', GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '5' }))).toBe(5_000);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'production', GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '0' }))).toBe(0);
    expect(() => loadEnv({ GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '-1' })).toThrow(/GIFT_CARD_DELIVERY_INTERVAL_SECONDS/);
  });

  it('takes the message pruning interval from MESSAGE_PRUNE_INTERVAL_SECONDS: an hour by default, off in tests', () => {
    expect(messagePruneIntervalMs(loadEnv({ NODE_ENV: 'production' }))).toBe(3_600_000);
    expect(messagePruneIntervalMs(loadEnv({ NODE_ENV: 'test' }))).toBe(0);
    expect(messagePruneIntervalMs(loadEnv({ NODE_ENV: 'test', MESSAGE_PRUNE_INTERVAL_SECONDS: '60' }))).toBe(60_000);
    expect(messagePruneIntervalMs(loadEnv({ NODE_ENV: 'development', MESSAGE_PRUNE_INTERVAL_SECONDS: '0' }))).toBe(0);
    expect(() => loadEnv({ MESSAGE_PRUNE_INTERVAL_SECONDS: 'daily' })).toThrow(/MESSAGE_PRUNE_INTERVAL_SECONDS/);
  });
});

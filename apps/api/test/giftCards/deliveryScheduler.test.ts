// When the gift-card delivery runs in one process: kicks never overlap runs and are never lost, the
// timer runs it on its interval until the app stops it, and a failed run does not stop later ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftCardDeliveryIntervalMs, loadEnv } from '../../src/env';
import { deliveryScheduler } from '../../src/services/giftCards/deliveryScheduler';

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

describe('gift card delivery scheduler', () => {
  it('a kick during a run asks for exactly one more run', async () => {
    const first = gate();
    let runs = 0;
    let overlapping = 0;
    let inRun = false;
    const scheduler = deliveryScheduler(async () => {
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
    const scheduler = deliveryScheduler(async () => {
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
    const scheduler = deliveryScheduler(async () => {
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

  it('takes its interval from GIFT_CARD_DELIVERY_INTERVAL_SECONDS: 30 s by default, off in tests', () => {
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'development' }))).toBe(30_000);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'test' }))).toBe(0);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'test', GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '5' }))).toBe(5_000);
    expect(giftCardDeliveryIntervalMs(loadEnv({ NODE_ENV: 'production', GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '0' }))).toBe(0);
    expect(() => loadEnv({ GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '-1' })).toThrow(/GIFT_CARD_DELIVERY_INTERVAL_SECONDS/);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startWarmUp } from './warmUp';

function logger() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
}

describe('startWarmUp', () => {
  it('runs the steps in order in the background and logs a failure without throwing', async () => {
    const order: string[] = [];
    const log = logger();
    const warmUp = startWarmUp(
      [
        { name: 'a', run: async () => void order.push('a') },
        { name: 'broken', run: async () => Promise.reject(new Error('no')) },
        { name: 'c', run: async () => void order.push('c') },
      ],
      log,
    );
    expect(warmUp.finished).toBe(false);
    await expect(warmUp.done).resolves.toBeUndefined();
    expect(order).toEqual(['a', 'c']);
    expect(warmUp.finished).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.info).toHaveBeenCalledTimes(2);
  });

  it('stop() aborts the step under way and skips the rest', async () => {
    const log = logger();
    const later = vi.fn(async () => undefined);
    const warmUp = startWarmUp(
      [
        { name: 'slow', run: (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))) },
        { name: 'later', run: later },
      ],
      log,
    );
    await warmUp.stop();
    expect(warmUp.finished).toBe(true);
    expect(later).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

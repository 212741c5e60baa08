import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settledNow(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

describe('yieldToMain', () => {
  it('on a server, has nothing to wait for', () => {
    expect(yieldToMain()).toBeUndefined();
  });

  it("in a browser, uses the scheduler's own yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('window', {});
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledTimes(1);
  });

  it('in a browser without it, goes on only in a later task, not in a microtask of this one', async () => {
    vi.stubGlobal('window', {});
    vi.stubGlobal('scheduler', undefined);
    const pending = yieldToMain();
    expect(pending).toBeInstanceOf(Promise);
    expect(await settledNow(pending as Promise<void>)).toBe(false);
    await pending;
  });
});

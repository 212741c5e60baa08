import { describe, expect, it } from 'vitest';
import { isPurchaseUnsent } from './purchaseOnce';

/** The API's rule: an order's first report answers true, every later one false. */
function fakeApi() {
  const reported = new Set<number>();
  const calls: number[] = [];
  const report = async (id: number) => {
    calls.push(id);
    const first = !reported.has(id);
    reported.add(id);
    return first;
  };
  return { report, calls };
}

describe('S3.7.30: the purchase of a created checkout is sent once', () => {
  it('S3.7.30: reports every order of the checkout once and sends on the first answer only', async () => {
    const api = fakeApi();
    expect(await isPurchaseUnsent([11, 12, 12], api.report)).toBe(true);
    expect(api.calls).toEqual([11, 12]);
    expect(await isPurchaseUnsent([11, 12], api.report)).toBe(false);
  });

  it('S3.7.30: a checkout with one order already reported but another new still sends', async () => {
    const api = fakeApi();
    await api.report(11);
    expect(await isPurchaseUnsent([11, 12], api.report)).toBe(true);
  });

  it('S3.7.30: a failed report does not hold the event back (the spec sends it on creation)', async () => {
    expect(await isPurchaseUnsent([11], () => Promise.reject(new Error('offline')))).toBe(true);
    expect(await isPurchaseUnsent([], () => Promise.resolve(false))).toBe(true);
  });
});

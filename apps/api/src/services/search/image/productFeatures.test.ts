import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db';
import { type ProductLook, productLooksCache } from './productFeatures';

const db = {} as Db;

describe('productLooksCache', () => {
  it('loads once: a search arriving during the warm-up awaits the same load', async () => {
    let finish: (looks: ProductLook[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<ProductLook[]>((resolve) => (finish = resolve)));
    const cache = productLooksCache(db, load);
    const warmUp = cache.get(new AbortController().signal);
    const search = cache.get();
    finish([]);
    await expect(Promise.all([warmUp, search])).resolves.toEqual([[], []]);
    await cache.get();
    expect(load).toHaveBeenCalledOnce();
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('closed')).mockResolvedValueOnce([]);
    const cache = productLooksCache(db, load);
    await expect(cache.get()).rejects.toThrow('closed');
    await expect(cache.get()).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

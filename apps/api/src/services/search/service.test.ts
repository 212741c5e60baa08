import { describe, expect, it, vi } from 'vitest';
import { memoizeNearest } from './service';

describe('memoizeNearest', () => {
  it('asks the database once per misspelt word until cleared', async () => {
    const nearest = vi.fn(async (word: string) => (word === 'бриліант' ? 'бриллиант' : null));
    const memo = memoizeNearest(nearest);
    expect(await memo('бриліант')).toBe('бриллиант');
    expect(await memo('бриліант')).toBe('бриллиант');
    expect(await memo('абвгд')).toBeNull();
    expect(await memo('абвгд')).toBeNull();
    expect(nearest).toHaveBeenCalledTimes(2);
    memo.clear();
    await memo('бриліант');
    expect(nearest).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed lookup and the oldest word past its size', async () => {
    const nearest = vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue('кольцо');
    const memo = memoizeNearest(nearest, 2);
    await expect(memo('колцо')).rejects.toThrow('db down');
    expect(await memo('колцо')).toBe('кольцо');
    await memo('кольо');
    await memo('кольцл');
    await memo('колцо');
    expect(nearest).toHaveBeenCalledTimes(5);
  });
});

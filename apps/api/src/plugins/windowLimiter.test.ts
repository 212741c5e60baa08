import { describe, expect, it } from 'vitest';
import { createWindowLimiter } from './windowLimiter';

describe('createWindowLimiter', () => {
  it('allows the limit per key and window, then refuses until the window ends', () => {
    const limiter = createWindowLimiter({ limit: 2, windowMs: 1000 });
    expect([limiter.hit('a', 0), limiter.hit('a', 10), limiter.hit('a', 20)]).toEqual([true, true, false]);
    expect(limiter.hit('b', 20)).toBe(true);
    expect(limiter.hit('a', 1000)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build';
import { createWindowLimiter } from '../../src/plugins/windowLimiter';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ products: 0 });
});
afterAll(async () => t?.close());

describe('createWindowLimiter', () => {
  it('allows the limit per key and window, then refuses until the window ends', async () => {
    const limiter = createWindowLimiter(t.db, { scope: 'test-window', limit: 2, windowMs: 1000 });
    expect([await limiter.hit('a', 0), await limiter.hit('a', 10), await limiter.hit('a', 20)]).toEqual([true, true, false]);
    expect(await limiter.hit('b', 20)).toBe(true);
    expect(await limiter.hit('a', 1000)).toBe(true);
  });

  it('issue 19 §4: two replicas on one database enforce one limit between them', async () => {
    const replicaA = createWindowLimiter(t.db, { scope: 'test-shared', limit: 3, windowMs: 60_000 });
    const replicaB = createWindowLimiter(t.db, { scope: 'test-shared', limit: 3, windowMs: 60_000 });
    const at = 5 * 60_000;
    const answers = [await replicaA.hit('198.51.100.7', at), await replicaB.hit('198.51.100.7', at), await replicaA.hit('198.51.100.7', at), await replicaB.hit('198.51.100.7', at)];
    expect(answers).toEqual([true, true, true, false]);
    // Another limit's counter for the same key is its own.
    expect(await createWindowLimiter(t.db, { scope: 'test-other', limit: 1, windowMs: 60_000 }).hit('198.51.100.7', at)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int within bounds and weighted picks by weight', () => {
    const random = createRandom(1);
    const ints = Array.from({ length: 1000 }, () => random.int(3, 5));
    expect(Math.min(...ints)).toBe(3);
    expect(Math.max(...ints)).toBe(5);
    const picks = Array.from({ length: 2000 }, () => random.weighted([['a', 9], ['b', 1]] as const));
    const share = picks.filter((p) => p === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
  });

  it('samples distinct items', () => {
    const sample = createRandom(7).sample([1, 2, 3, 4, 5, 6], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('hashes strings stably', () => {
    expect(hashString('Москва')).toBe(hashString('Москва'));
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});

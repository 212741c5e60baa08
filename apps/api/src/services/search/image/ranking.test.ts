import { describe, expect, it } from 'vitest';
import { type ImageFeatures, binCount } from './features';
import type { ProductLook } from './productFeatures';
import { rankLooks } from './ranking';

function features(bin: number, dominant: [number, number, number]): ImageFeatures {
  const histogram = new Array<number>(binCount).fill(0);
  histogram[bin] = 1;
  return { histogram, dominant, aspect: 1, fill: 0.5, roundness: 0.9 };
}
const look = (id: number, type: string, f: ImageFeatures): ProductLook => ({ id, article: String(1000 + id), urlCode: `p-${id}`, name: `P${id}`, type, features: f });
const gold = features(3, [212, 175, 55]);
const grey = features(30, [200, 204, 210]);

describe('rankLooks', () => {
  const looks = [look(1, 'ring', grey), look(2, 'ring', gold), look(3, 'pendant', gold), look(4, 'chain', grey)];

  it('orders by likeness to the query, best first, within the limit', () => {
    const ranked = rankLooks(gold, looks, { limit: 3 });
    expect(ranked.map((r) => r.look.id)).toEqual([2, 3, 1]);
    expect(ranked[0]!.similarity).toBe(1);
  });

  it('leaves out the starting product and prefers its kind of piece', () => {
    const ranked = rankLooks(gold, looks, { limit: 4, article: '1003' });
    expect(ranked.map((r) => r.look.id)).not.toContain(3);
    const fromChain = rankLooks(grey, looks, { limit: 4, article: '1004' });
    expect(fromChain[0]!.look.id).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { type Candidate, bestByScore, categorySharesOf, rerankByName } from './autocompleteRepository';

const candidate = (id: number, categoryId: number, score: number): Candidate => ({ id, categoryId, score });
const detail = (id: number, name: string) => ({ id, name, article: String(1000000 + id), urlCode: `p-${id}`, price: 1000, oldPrice: null, priceKzt: null });

describe('autocomplete candidates', () => {
  it('counts category shares over every candidate, most first, ties by id, five at most', () => {
    const pool = [candidate(1, 30, 0), candidate(2, 10, 0), candidate(3, 30, 0), candidate(4, 20, 0), candidate(5, 10, 0), candidate(6, 40, 0), candidate(7, 50, 0), candidate(8, 60, 0)];
    expect(categorySharesOf(pool)).toEqual([
      { id: 10, n: 2 },
      { id: 30, n: 2 },
      { id: 20, n: 1 },
      { id: 40, n: 1 },
      { id: 50, n: 1 },
    ]);
    expect(categorySharesOf([])).toEqual([]);
  });

  it('keeps the best by rank, ties by id', () => {
    const pool = [candidate(5, 1, 0.2), candidate(3, 1, 0.5), candidate(4, 1, 0.5), candidate(1, 1, 0.1)];
    expect(bestByScore(pool, 3).map((c) => c.id)).toEqual([3, 4, 5]);
  });

  it('lifts a name close to the query past a slightly better rank, and drops candidates not read', () => {
    const best = [candidate(1, 1, 0.1), candidate(2, 1, 0.05), candidate(3, 1, 0.04)];
    const details = [detail(1, 'Подвеска из серебра с топазом'), detail(2, 'Браслет из золота')];
    expect(rerankByName(best, details, 'браслет', 8).map((d) => d.id)).toEqual([2, 1]);
    expect(rerankByName(best, details, 'браслет', 1).map((d) => d.id)).toEqual([2]);
    expect(rerankByName(best, details, 'кольцо', 8).map((d) => d.id)).toEqual([1, 2]);
  });
});

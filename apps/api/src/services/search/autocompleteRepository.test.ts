import { describe, expect, it } from 'vitest';
import { type RankedDetail, rerankByName } from './autocompleteRepository';

const ranked = (id: number, name: string, score: number): RankedDetail => ({ id, name, article: String(1000000 + id), urlCode: `p-${id}`, price: 1000, oldPrice: null, priceKzt: null, score });

describe('rerankByName', () => {
  it('lifts a name close to the query past a slightly better rank', () => {
    const best = [ranked(1, 'Подвеска из серебра с топазом', 0.1), ranked(2, 'Браслет из золота', 0.05)];
    expect(rerankByName(best, 'браслет', 8).map((d) => d.id)).toEqual([2, 1]);
    expect(rerankByName(best, 'кольцо', 8).map((d) => d.id)).toEqual([1, 2]);
  });

  it('keeps the limit, breaks ties by id and leaves the rank out of the answer', () => {
    const best = [ranked(3, 'Кольцо', 0.2), ranked(1, 'Кольцо', 0.2), ranked(2, 'Серьги', 0.45)];
    const answer = rerankByName(best, 'кольцо', 2);
    expect(answer.map((d) => d.id)).toEqual([1, 3]);
    expect(answer[0]).not.toHaveProperty('score');
  });
});

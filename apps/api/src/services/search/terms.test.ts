import { describe, expect, it } from 'vitest';
import { countTerms } from './terms';

describe('countTerms', () => {
  it('counts each word once per text, without numbers or one-letter words', () => {
    const counts = countTerms(['Кольцо из золота 585 с бриллиантом', 'Кольцо-дорожка из золота', 'Жёлтое золото']);
    expect(counts.get('кольцо')).toBe(2);
    expect(counts.get('золота')).toBe(2);
    expect(counts.get('желтое')).toBe(1);
    expect(counts.has('585')).toBe(false);
    expect(counts.has('с')).toBe(false);
  });
});

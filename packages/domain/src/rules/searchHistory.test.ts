import { describe, expect, it } from 'vitest';
import { addToSearchHistory } from './searchHistory';

describe('addToSearchHistory', () => {
  it('puts the newest first, de-duplicates and keeps 5', () => {
    let history: string[] = [];
    for (const q of ['кольцо', 'серьги', 'цепь', 'кольцо', 'браслет', 'часы', 'брошь']) history = addToSearchHistory(history, q);
    expect(history).toEqual(['брошь', 'часы', 'браслет', 'кольцо', 'цепь']);
  });

  it('ignores blank queries and trims', () => {
    expect(addToSearchHistory(['a'], '   ')).toEqual(['a']);
    expect(addToSearchHistory(['кольцо'], ' кольцо ')).toEqual(['кольцо']);
  });
});

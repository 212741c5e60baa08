import { describe, expect, it } from 'vitest';
import { createSearchVocabulary, toSearchVocabulary } from './vocabulary';

describe('createSearchVocabulary', () => {
  const vocabulary = createSearchVocabulary(['Кольцо', 'кольцо', ' Серьги ', 'Ёлочка', 'Rolex', '']);

  it('knows words whatever their case, ё or surrounding spaces', () => {
    expect(vocabulary.has('КОЛЬЦО')).toBe(true);
    expect(vocabulary.has('серьги')).toBe(true);
    expect(vocabulary.has('елочка')).toBe(true);
    expect(vocabulary.has('ёлочка')).toBe(true);
    expect(vocabulary.has('rolex')).toBe(true);
    expect(vocabulary.has('')).toBe(false);
    expect(vocabulary.has('цепь')).toBe(false);
  });

  it('answers whether a prefix begins some word', () => {
    expect(vocabulary.completes('коль')).toBe(true);
    expect(vocabulary.completes('Сер')).toBe(true);
    expect(vocabulary.completes('ёло')).toBe(true);
    expect(vocabulary.completes('rol')).toBe(true);
    expect(vocabulary.completes('колье')).toBe(false);
    expect(vocabulary.completes('я')).toBe(false);
  });

  it('finds words by another spelling', () => {
    expect(vocabulary.spelledLike('koltso')).toEqual(['кольцо']);
    expect(vocabulary.spelledLike('sergi')).toEqual(['серьги']);
    expect(vocabulary.spelledLike('ролекс')).toEqual([]);
  });
});

describe('toSearchVocabulary', () => {
  it('returns a ready vocabulary as it is', () => {
    const vocabulary = createSearchVocabulary(['кольцо']);
    expect(toSearchVocabulary(vocabulary)).toBe(vocabulary);
  });

  it('indexes a Set', () => {
    expect(toSearchVocabulary(new Set(['Кольцо'])).spelledLike('kolco')).toEqual(['кольцо']);
  });

  it('wraps a membership test with lowercased, ё-free words', () => {
    const asked: string[] = [];
    const vocabulary = toSearchVocabulary((word) => {
      asked.push(word);
      return word === 'елка';
    });
    expect(vocabulary.has('Ёлка')).toBe(true);
    expect(asked).toEqual(['елка']);
    expect(vocabulary.completes('ел')).toBe(false);
    expect(vocabulary.spelledLike('elka')).toEqual([]);
  });
});

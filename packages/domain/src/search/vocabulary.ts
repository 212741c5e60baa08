import { translitKey } from './translit';

/** Words the catalogue knows, as the correction needs them. Build one with `createSearchVocabulary`. */
export interface SearchVocabulary {
  /** True when the word (any case, ё or е) is known. */
  has(word: string): boolean;
  /** True when some known word starts with `prefix`. */
  completes(prefix: string): boolean;
  /** Known words spelt like `word` in the other alphabet or another transliteration. */
  spelledLike(word: string): readonly string[];
}

/** A vocabulary given as a ready set, a word list, or just a membership test. */
export type VocabularyInput = SearchVocabulary | Iterable<string> | ((word: string) => boolean);

export function normalizeWord(word: string): string {
  return word.toLowerCase().replaceAll('ё', 'е');
}

function firstAtOrAfter(sorted: readonly string[], target: string): string | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < target) low = middle + 1;
    else high = middle;
  }
  return sorted[low];
}

/**
 * Indexes words (for example every word of every product name) once; lookups are then O(log n).
 * The API should build it when the catalogue loads, not per request.
 */
export function createSearchVocabulary(words: Iterable<string>): SearchVocabulary {
  const known = new Set<string>();
  for (const word of words) {
    const normalized = normalizeWord(word.trim());
    if (normalized !== '') known.add(normalized);
  }
  const sorted = [...known].sort();
  const byKey = new Map<string, string[]>();
  for (const word of sorted) {
    const key = translitKey(word);
    byKey.set(key, [...(byKey.get(key) ?? []), word]);
  }
  return {
    has: (word) => known.has(normalizeWord(word)),
    completes: (prefix) => firstAtOrAfter(sorted, normalizeWord(prefix))?.startsWith(normalizeWord(prefix)) ?? false,
    spelledLike: (word) => byKey.get(translitKey(word)) ?? [],
  };
}

/** A bare membership test knows no prefixes and no other spellings. */
function vocabularyOfPredicate(test: (word: string) => boolean): SearchVocabulary {
  return { has: (word) => test(normalizeWord(word)), completes: () => false, spelledLike: () => [] };
}

function isSearchVocabulary(input: VocabularyInput): input is SearchVocabulary {
  return typeof input === 'object' && 'spelledLike' in input;
}

export function toSearchVocabulary(input: VocabularyInput): SearchVocabulary {
  if (typeof input === 'function') return vocabularyOfPredicate(input);
  if (isSearchVocabulary(input)) return input;
  return createSearchVocabulary(input);
}

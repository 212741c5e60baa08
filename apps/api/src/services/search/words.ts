// How search cuts text into words: lower case, ё as е, letters and digits only. The vocabulary,
// the query and the full-text query all use this one rule, so they always agree.

const nonWord = /[^\p{L}\p{N}]+/u;

export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(nonWord)
    .filter((word) => word !== '');
}

/** Digits only, three or more: an article number or its beginning. */
export function isArticleLike(word: string): boolean {
  return /^\d{3,}$/u.test(word);
}

/** Words worth a vocabulary entry: two letters or more, not a bare number. */
export function isVocabularyWord(word: string): boolean {
  return [...word].length >= 2 && !/^\d+$/u.test(word);
}

import { switchWordLayout } from './layout';
import { isSearchable, normalizeQuery } from './sanitize';
export { isCorrectionEventAllowed, shouldAdoptCorrection } from './correctionRules';
import { transliterateToCyrillic } from './translit';
import { normalizeWord, toSearchVocabulary, type SearchVocabulary, type VocabularyInput } from './vocabulary';

export type CorrectionKind = 'layout' | 'translit';

export interface QueryCorrection {
  readonly corrected: string | null;
  readonly kind: CorrectionKind | null;
}

const noCorrection: QueryCorrection = { corrected: null, kind: null };

// Shorter fragments match the start of too many words to say anything about the shopper's intent.
const minPrefixLength = 3;
// One Russian ending letter may differ from the vocabulary's form ('кольца' against 'кольцо').
const inflectionEnding = /[аеёиоуыэюяйь]$/u;
const latinLetter = /[a-z]/iu;
const russianLetter = /[а-яё]/iu;
const numberOrPunctuation = /^[\p{N}\p{P}]+$/u;

function length(text: string): number {
  return [...text].length;
}

/** Whether a word needs no correction: numbers, known words, and known words' beginnings. */
function isKnown(word: string, vocabulary: SearchVocabulary): boolean {
  if (numberOrPunctuation.test(word) || vocabulary.has(word)) return true;
  if (length(word) < minPrefixLength) return false;
  if (vocabulary.completes(word)) return true;
  const stem = word.replace(inflectionEnding, '');
  return stem !== word && length(stem) >= minPrefixLength && vocabulary.completes(stem);
}

function byLayout(word: string, vocabulary: SearchVocabulary): string | null {
  const switched = switchWordLayout(word);
  return switched !== word && isKnown(switched, vocabulary) ? switched.toLowerCase() : null;
}

function byTranslit(word: string, vocabulary: SearchVocabulary): string | null {
  const [spelling] = vocabulary.spelledLike(word).filter((known) => known !== normalizeWord(word));
  if (spelling !== undefined) return spelling;
  if (!latinLetter.test(word) || russianLetter.test(word)) return null;
  const reading = transliterateToCyrillic(word);
  return isKnown(reading, vocabulary) ? reading : null;
}

type WordFix = (word: string, vocabulary: SearchVocabulary) => string | null;

/** Every unknown word must be fixed, and at least one must be, for the candidate to count. */
function correctWords(words: readonly string[], vocabulary: SearchVocabulary, fix: WordFix): string | null {
  let changed = false;
  const result: string[] = [];
  for (const word of words) {
    if (isKnown(word, vocabulary)) {
      result.push(word);
      continue;
    }
    const fixed = fix(word, vocabulary);
    if (fixed === null) return null;
    result.push(fixed);
    changed = true;
  }
  return changed ? result.join(' ') : null;
}

/**
 * Spec 1 §5 and issue 3: the query the shopper probably meant — first the other keyboard layout
 * ('rjkmwj' → 'кольцо'), then transliteration ('zoloto' → 'золото'). A candidate is accepted only
 * when all its words are in the vocabulary (or begin a vocabulary word). Whether the client
 * adopts it is `shouldAdoptCorrection`'s business. Pass a `createSearchVocabulary` result built
 * once: a Set or word list is indexed again on every call.
 */
export function correctQuery(typed: string, vocabulary: VocabularyInput): QueryCorrection {
  const query = normalizeQuery(typed);
  if (!isSearchable(query)) return noCorrection;
  const known = toSearchVocabulary(vocabulary);
  const words = query.split(' ');
  const layout = correctWords(words, known, byLayout);
  if (layout !== null) return { corrected: layout, kind: 'layout' };
  const translit = correctWords(words, known, byTranslit);
  if (translit !== null) return { corrected: translit, kind: 'translit' };
  return noCorrection;
}


/**
 * Reads a results-page slug back into a query ('koltso-zoloto' → 'кольцо золото'): each word
 * becomes the vocabulary word it spells, or stays as it is (article numbers, Latin brand names).
 */
export function queryFromUrlSlug(slug: string, vocabulary: VocabularyInput): string {
  const known = toSearchVocabulary(vocabulary);
  return slug
    .replace(/^text-/u, '')
    .split('-')
    .filter((word) => word !== '')
    .map((word) => (isKnown(word, known) ? word : (byTranslit(word, known) ?? word)))
    .join(' ');
}

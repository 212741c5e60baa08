// From what the shopper typed to the words searched: sanitised (spec 1 §5), then corrected —
// keyboard layout and transliteration by the domain rule, then a typo by the nearest catalogue
// word (pg_trgm). The correction is reported so the client can offer it (spec 1 §5).
import { type SearchVocabulary, correctQuery, isSearchable, normalizeQuery } from '@ornament/domain';
import { isArticleLike, searchWords } from './words';

export interface QueryPlan {
  /** The query as typed, sanitised and trimmed. */
  query: string;
  /** The words searched: the typed ones, or their correction. */
  words: string[];
  /** The corrected query, when it differs from the typed one. */
  correction: string | null;
}

export type NearestWord = (word: string) => Promise<string | null>;

// Trigram similarity says little about words this short: 'кот' is near too many things.
const minTypoLength = 4;
const minPrefixLength = 3;
const inflectionEnding = /[аеиоуыэюяйь]$/u;

/** A word the catalogue knows, a beginning of one, or one inflected differently ('кольца'). */
export function isKnownWord(word: string, vocabulary: SearchVocabulary): boolean {
  if (/\d/u.test(word) || vocabulary.has(word)) return true;
  if ([...word].length < minPrefixLength) return true;
  if (vocabulary.completes(word)) return true;
  const stem = word.replace(inflectionEnding, '');
  return stem !== word && [...stem].length >= minPrefixLength && vocabulary.completes(stem);
}

/** Null for a query that must not be searched (blank once sanitised). */
export async function planQuery(raw: string, vocabulary: SearchVocabulary, nearest: NearestWord): Promise<QueryPlan | null> {
  const query = normalizeQuery(raw);
  if (!isSearchable(query)) return null;
  const typed = searchWords(query);
  const byRule = correctQuery(query, vocabulary).corrected;
  const candidates = byRule === null ? typed : searchWords(byRule);
  const words = await Promise.all(
    candidates.map(async (word) => {
      if (isArticleLike(word) || isKnownWord(word, vocabulary) || [...word].length < minTypoLength) return word;
      return (await nearest(word)) ?? word;
    }),
  );
  const changed = words.join(' ') !== typed.join(' ');
  return { query, words, correction: changed ? words.join(' ') : null };
}

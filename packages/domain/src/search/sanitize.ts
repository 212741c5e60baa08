// Spec 1 §5: the search field strips slash, backslash, percent, emoji and certain symbols, and keeps
// a query only if something searchable is left (a letter, a digit or allowed punctuation).

/** Punctuation that may stay in a query and that, alone, is enough to keep it. */
export const allowedSearchPunctuation = ['-', '.', ',', "'", '(', ')', '!', '?', ':'] as const;

// Removed outright: glue of emoji sequences (ZWJ, variation selectors, keycap, skin tones, tags)
// and invisible format characters, which would otherwise split or hide letters of a word.
const invisible = /[\p{Cc}\p{Cf}\u{FE00}-\u{FE0F}\u{20E3}\u{E0020}-\u{E007F}]|\p{Emoji_Modifier}/gu;

// Replaced by a space, so 'кольцо/серьги' stays two words: the spec's slash, backslash and
// percent, HTML and query-syntax characters, typographic quotes, every other Unicode symbol
// (currency, maths, arrows, ©) and pictographs. [ ] ; ` are handled apart (see below).
const separators = /[/\\%<>{}|^~"=*+$#@&_№§«»“”„‟‹›\p{S}\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/gu;

// On a Latin keyboard [ ] ; ` sit where the Russian х ъ ж ё are, so inside a word typed in the
// wrong layout ('[hecnfkm' = 'хрусталь') they are letters; elsewhere they are noise.
const layoutKeys = /[[\];`]/gu;
const wrongLayoutWord = /^[a-z[\];`',.]*[a-z][a-z[\];`',.]*$/iu;

const searchableCharacter = /[\p{L}\p{N}\-.,'()!?:]/u;

function stripWord(word: string): string {
  if (wrongLayoutWord.test(word)) return word;
  return word.replace(separators, ' ').replace(layoutKeys, ' ');
}

/**
 * The value the search field holds after the shopper types `raw`: forbidden characters removed,
 * whitespace runs collapsed to one space, leading whitespace dropped. A trailing space the shopper
 * typed is kept so that typing the next word works; use `normalizeQuery` before sending.
 * Returns '' when nothing searchable is left.
 */
export function sanitizeSearchInput(raw: string): string {
  const words = raw.replace(/\s+/gu, ' ').replace(invisible, '').split(' ');
  const value = words.map(stripWord).join(' ').replace(/\s+/gu, ' ').trim();
  if (!searchableCharacter.test(value)) return '';
  return /\s$/u.test(raw) ? `${value} ` : value;
}

/** The query as sent and stored: sanitised and trimmed. */
export function normalizeQuery(raw: string): string {
  return sanitizeSearchInput(raw).trim();
}

/** Spec 1 §5: blank or whitespace-only queries are never searched. */
export function isSearchable(query: string): boolean {
  return query.trim() !== '';
}

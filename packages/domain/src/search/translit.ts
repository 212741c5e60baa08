// Russian ↔ Latin transliteration. No npm package fits: `cyrillic-to-translit-js` is CommonJS with
// a passport-style table and a one-candidate reverse that cannot restore soft signs ('kolco' →
// 'колco'); `transliteration` goes to Latin only and its all-Unicode table is far heavier than the
// shell's 25 kB client budget. Hence the small tables below.

/**
 * GOST 7.79-2000 system B, as its own note prescribes for URLs: without the ` and `` signs, and ц
 * always 'c'. Shoppers' informal spellings ('koltso', 'kolco') are matched through `translitKey`.
 */
const cyrillicToLatin: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'zh', з: 'z', и: 'i', й: 'j',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f',
  х: 'x', ц: 'c', ч: 'ch', ш: 'sh', щ: 'shh', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Latin → Russian for a single most likely reading; longest spellings first. */
const latinToCyrillic: readonly (readonly [latin: string, cyrillic: string])[] = [
  ['shch', 'щ'], ['shh', 'щ'], ['sch', 'щ'],
  ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['tz', 'ц'], ['cz', 'ц'], ['ch', 'ч'], ['sh', 'ш'],
  ['yo', 'ё'], ['jo', 'ё'], ['yu', 'ю'], ['ju', 'ю'], ['ya', 'я'], ['ja', 'я'], ['ye', 'е'],
  ['a', 'а'], ['b', 'б'], ['c', 'ц'], ['d', 'д'], ['e', 'е'], ['f', 'ф'], ['g', 'г'], ['h', 'х'],
  ['i', 'и'], ['j', 'й'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'],
  ['q', 'к'], ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['v', 'в'], ['w', 'в'], ['x', 'х'],
  ['y', 'ы'], ['z', 'з'], ["'", 'ь'], ['`', 'ъ'],
];

const vowels = new Set([...'aeiouyаеёиоуыэюя']);

/** Russian letters to Latin by the table; everything else (Latin, digits, spaces) passes through. */
export function transliterateToLatin(text: string): string {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = cyrillicToLatin[lower];
      if (latin === undefined) return char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

/**
 * One Russian reading of a Latin spelling ('zoloto' → 'золото', 'serebro' → 'серебро'). Soft
 * signs that informal spellings drop cannot be guessed here; `translitKey` with a vocabulary
 * restores them. 'y' after a vowel is й ('chajnik', 'mayka'), otherwise ы; 'e' opening a word is э.
 */
export function transliterateToCyrillic(text: string): string {
  const lower = text.toLowerCase();
  let result = '';
  let index = 0;
  while (index < lower.length) {
    const pair = latinToCyrillic.find(([latin]) => lower.startsWith(latin, index));
    if (pair === undefined) {
      result += lower.charAt(index);
      index += 1;
      continue;
    }
    const [latin, cyrillic] = pair;
    const previous = lower.charAt(index - 1);
    const atWordStart = index === 0 || !/\p{L}/u.test(previous);
    if (latin === 'y' && vowels.has(previous)) result += 'й';
    else if (latin === 'e' && atWordStart) result += 'э';
    else result += cyrillic;
    index += latin.length;
  }
  return result;
}

// Spellings that mean the same Russian sound collapse to one token, so that 'koltso', 'kolco',
// "kol'co" and 'кольцо' share a key. Order matters: longer spellings first.
const keyRules: readonly (readonly [RegExp, string])[] = [
  [/shch|shh|sch/gu, '#'],
  [/zh/gu, 'ж'],
  [/kh/gu, 'h'],
  [/ch/gu, 'ч'],
  [/sh/gu, 'ш'],
  [/ts|tz|cz/gu, 'c'],
  [/(?:y|j|i)o/gu, 'e'],
  [/(?:y|j|i)u/gu, 'ю'],
  [/(?:y|j|i)a/gu, 'я'],
  [/(?:y|j)e/gu, 'e'],
  [/[yji]/gu, 'i'],
  [/x/gu, 'h'],
  [/w/gu, 'v'],
  [/q/gu, 'k'],
  [/['`]/gu, ''],
  [/(.)\1+/gu, '$1'],
];

/**
 * A spelling-independent key of a word in either alphabet: equal keys mean "the same word as far
 * as transliteration can tell" ('бриллиант', 'brilliant', 'briliant'). Used to index a vocabulary.
 */
export function translitKey(word: string): string {
  const latin = transliterateToLatin(word.toLowerCase().replaceAll('ё', 'е'));
  return keyRules.reduce((key, [pattern, replacement]) => key.replace(pattern, replacement), latin);
}

/**
 * The slug of the text-search results URL `/products-search/text/text-{slug}/` (spec 1 §2):
 * lowercase Latin letters, digits and single hyphens.
 */
export function toUrlSlug(query: string): string {
  return transliterateToLatin(query.toLowerCase())
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
}

/** The results page path for a query. */
export function searchResultsPath(query: string): string {
  return `/products-search/text/text-${toUrlSlug(query)}/`;
}

// pg_trgm's similarity() in JavaScript, for re-ranking a handful of autocomplete candidates by how
// close their names are to the query. In PGlite (PostgreSQL in WebAssembly) similarity() costs tens of
// microseconds a name; here it costs under one, and both drivers rank alike.
// The rule is pg_trgm's: words are runs of letters and digits, lower-cased, padded with two spaces
// in front and one behind; a word's trigrams are every three consecutive characters of it padded;
// similarity is shared trigrams over all distinct trigrams of both, as a float4.

const word = /[\p{L}\p{N}]+/gu;

/** The distinct trigrams of a text, as pg_trgm's show_trgm() finds them. */
export function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const [found] of text.toLowerCase().matchAll(word)) {
    const chars = [...`  ${found} `];
    for (let at = 0; at + 3 <= chars.length; at++) trigrams.add(`${chars[at]}${chars[at + 1]}${chars[at + 2]}`);
  }
  return trigrams;
}

/** pg_trgm's similarity(a, b) over trigram sets already extracted (0 when either is empty). */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const trigram of small) if (large.has(trigram)) shared++;
  // pg_trgm divides in float4: rounding the same way keeps near ties in the same order.
  return Math.fround(shared / (a.size + b.size - shared));
}

export function similarity(a: string, b: string): number {
  return trigramSimilarity(trigramsOf(a), trigramsOf(b));
}

// The autocomplete answer (spec 1 §3–§5): products, at most 5 categories, suggests, correction,
// redirect and the query. Pure, over what the repository and the search index found.
import { type AutocompleteResponse, type SearchProduct, type SearchSuggest, paths } from '@ornament/api-contract';
import { searchResultsPath } from '@ornament/domain';
import type { AutocompleteRow } from './autocompleteRepository';
import type { QueryPlan } from './queryPlan';
import type { IndexedCategory, NamePhrase, SearchIndex } from './searchIndex';
import { isArticleLike } from './words';

export const autocompleteLimits = { products: 8, categories: 5, suggests: 5 } as const;

export function productLink(article: string): string {
  return `/product/${encodeURIComponent(article)}/`;
}

export function toSearchProduct(row: AutocompleteRow): SearchProduct {
  return {
    name: row.name,
    image_url: paths.productImage(row.urlCode, 'white', 1),
    link_url: productLink(row.article),
    price: row.price,
    old_price: row.oldPrice !== null && row.oldPrice > row.price ? row.oldPrice : null,
    article: row.article,
    url_code: row.urlCode,
    attributes: { price_kz: row.priceKzt === null ? [] : [row.priceKzt], Артикул: [row.article] },
  };
}

/** A category named exactly like the query; the storefront's own section first (diamant or the main catalogue). */
export function categoryRedirect(words: readonly string[], index: SearchIndex, brand: 'diamant' | null): IndexedCategory | null {
  const key = words.join(' ');
  const named = index.categories.filter((category) => category.key === key && category.depth >= 2);
  const home = brand === 'diamant' ? 'diamant-jewelry-catalog' : 'jewelry-catalog';
  return named.find((category) => category.section === home) ?? named.find((category) => category.section !== 'diamant-jewelry-catalog') ?? null;
}

/** Spec 1 §4: an exact article opens its product; a category name opens the category. */
export function redirectOf(plan: QueryPlan, rows: readonly AutocompleteRow[], index: SearchIndex, brand: 'diamant' | null): string | null {
  const [word] = plan.words;
  if (plan.words.length === 1 && word !== undefined && isArticleLike(word)) {
    const exact = rows.find((row) => row.article === word);
    if (exact) return productLink(exact.article);
  }
  return categoryRedirect(plan.words, index, brand)?.url ?? null;
}

/** v1: the typed words with the last one completed from the catalogue's vocabulary, most frequent first. */
export function wordSuggests(plan: QueryPlan, index: SearchIndex): SearchSuggest[] {
  const head = plan.words.slice(0, -1);
  const last = plan.words.at(-1);
  if (last === undefined || isArticleLike(last)) return [];
  return index.complete(last, autocompleteLimits.suggests).map((word) => {
    const query = [...head, word].join(' ');
    return { query, link_url: searchResultsPath(query) };
  });
}

/**
 * v2: phrases from product names that hold every typed word (the last as a prefix), cut after the
 * last word they needed: 'кольцо зол' → 'кольцо из красного золота' (412). Richer than v1's words.
 */
export function phraseSuggests(plan: QueryPlan, index: SearchIndex): SearchSuggest[] {
  if (plan.words.length === 0) return [];
  const counts = new Map<string, number>();
  for (const name of namesHoldingAll(index.names, plan.words)) {
    const end = coveringEnd(name.words, plan.words);
    if (end === null) continue;
    const phrase = name.words.slice(0, end).join(' ');
    counts.set(phrase, (counts.get(phrase) ?? 0) + name.count);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'ru'))
    .slice(0, autocompleteLimits.suggests)
    .map(([query, count]) => ({ query, link_url: searchResultsPath(query), count }));
}

/** Length of the shortest beginning of `name` holding every query word (the last as a prefix), or null. */
function coveringEnd(name: readonly string[], query: readonly string[]): number | null {
  let end = 0;
  for (const [i, word] of query.entries()) {
    const last = i === query.length - 1;
    const at = name.findIndex((candidate) => (last ? candidate.startsWith(word) : candidate === word || candidate.startsWith(word)));
    if (at === -1) return null;
    end = Math.max(end, at + 1);
  }
  return end;
}

/** Every distinct word of the names, sorted, with the positions of the names using it. */
interface NameWordIndex {
  words: string[];
  names: number[][];
}

// Built once per list of names (the list lives as long as its search index).
const nameWordIndexes = new WeakMap<readonly NamePhrase[], NameWordIndex>();

function nameWordIndexOf(names: readonly NamePhrase[]): NameWordIndex {
  let built = nameWordIndexes.get(names);
  if (!built) {
    const byWord = new Map<string, number[]>();
    names.forEach((name, position) => {
      for (const word of new Set(name.words)) {
        const positions = byWord.get(word);
        if (positions) positions.push(position);
        else byWord.set(word, [position]);
      }
    });
    const words = [...byWord.keys()].sort();
    built = { words, names: words.map((word) => byWord.get(word) ?? []) };
    nameWordIndexes.set(names, built);
  }
  return built;
}

function firstAtOrAfter(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The names in which every query word begins some word — the only ones `coveringEnd` can accept —
 * in their list order, found through the word index instead of testing all the names.
 */
function namesHoldingAll(names: readonly NamePhrase[], query: readonly string[]): NamePhrase[] {
  const index = nameWordIndexOf(names);
  let kept: Set<number> | null = null;
  for (const prefix of query) {
    const found = new Set<number>();
    for (let at = firstAtOrAfter(index.words, prefix); at < index.words.length && (index.words[at] ?? '').startsWith(prefix); at++) {
      for (const position of index.names[at] ?? []) if (kept === null || kept.has(position)) found.add(position);
    }
    kept = found;
    if (kept.size === 0) return [];
  }
  return [...(kept ?? [])].sort((a, b) => a - b).flatMap((position) => names[position] ?? []);
}

export interface AutocompleteInput {
  plan: QueryPlan;
  rows: readonly AutocompleteRow[];
  index: SearchIndex;
  brand: 'diamant' | null;
  version: 1 | 2;
}

export function buildAutocomplete({ plan, rows, index, brand, version }: AutocompleteInput): AutocompleteResponse {
  const groups = rows[0]?.categories ?? [];
  const categories = groups.flatMap((group) => {
    const category = index.categoriesById.get(group.id);
    return category ? [{ id: category.id, name: category.name, link_url: category.url }] : [];
  });
  return {
    products: rows.map(toSearchProduct),
    categories: categories.slice(0, autocompleteLimits.categories),
    suggests: version === 2 ? phraseSuggests(plan, index) : wordSuggests(plan, index),
    correction: plan.correction,
    redirect: redirectOf(plan, rows, index, brand),
    query: plan.query,
  };
}

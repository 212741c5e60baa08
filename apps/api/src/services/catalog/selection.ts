// A listing's filter set, independent of how its URL was written, and the one canonical URL for it
// (spec 2 §2: one filter set has exactly one URL). Links in sort options and filters are built here.
import type { SortCode } from '@ornament/api-contract';

export const pathFacetCodes = ['material', 'insert', 'collection'] as const;
export type PathFacetCode = (typeof pathFacetCodes)[number];

export interface CategoryNode {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  url: string;
  section: string;
  sort: number;
  depth: number;
  children: CategoryNode[];
}

export interface FacetValue {
  code: string;
  name: string;
  color: string | null;
}

/** What the catalogue knows of its categories and facet values; values are kept in their sort order. */
export interface CatalogDictionary {
  categoriesById: ReadonlyMap<number, CategoryNode>;
  /** Second-level categories (direct children of a section) per section, in sort order. */
  topCategories: ReadonlyMap<string, readonly CategoryNode[]>;
  facetValues: Readonly<Record<PathFacetCode, ReadonlyMap<string, FacetValue>>>;
}

export interface ListingSelection {
  /** null only for the bare /newitems/ listing. */
  section: string | null;
  isNew: boolean;
  /** Categories from the section down, e.g. [rings, wedding-rings]. */
  categories: CategoryNode[];
  discount: boolean;
  facets: Record<PathFacetCode, string[]>;
  sort: SortCode;
  size: string | null;
  priceMin: number | null;
  priceMax: number | null;
  inStockOnly: boolean;
  /**
   * A personal list narrowing the listing to these products (spec 2 §7: the POST variant with
   * `url_code`, a favourites list); such a listing is never shared or cached.
   */
  urlCodes?: readonly string[];
}

export const emptyFacets = (): Record<PathFacetCode, string[]> => ({ material: [], insert: [], collection: [] });

export function categoryOf(selection: ListingSelection): CategoryNode | null {
  return selection.categories.at(-1) ?? null;
}

/** Values in the facet's sort order (the dictionary's order), without duplicates. */
export function orderValues(values: readonly string[], known: ReadonlyMap<string, FacetValue>): string[] {
  const wanted = new Set(values);
  return [...known.keys()].filter((code) => wanted.has(code));
}

function pathOf(selection: ListingSelection): string {
  const segments: string[] = [];
  if (selection.isNew) segments.push('newitems');
  if (selection.section) segments.push(selection.section);
  for (const category of selection.categories) segments.push(category.code);
  if (selection.discount) segments.push('discount');
  for (const code of pathFacetCodes) {
    const values = selection.facets[code];
    if (values.length > 0) segments.push(`${code}-${values.join('-or-')}`);
  }
  if (selection.sort === 'inexpensive' || selection.sort === 'expensive') segments.push(`sort-${selection.sort}`);
  // A personal list on the catalogue's root has no segment at all.
  return segments.length > 0 ? `/${segments.join('/')}/` : '/';
}

/** The canonical URL of a selection; `page` is kept only past the first page. */
export function canonicalUrl(selection: ListingSelection, page = 1): string {
  const query: string[] = [];
  if (selection.size !== null) query.push(`size=${encodeURIComponent(selection.size)}`);
  if (selection.priceMin !== null) query.push(`price_min=${selection.priceMin}`);
  if (selection.priceMax !== null) query.push(`price_max=${selection.priceMax}`);
  if (selection.sort === 'new_up' || selection.sort === 'best_rating') query.push(`sort=${selection.sort}`);
  if (selection.inStockOnly) query.push('stock=Y');
  if (page > 1) query.push(`page=${page}`);
  return query.length > 0 ? `${pathOf(selection)}?${query.join('&')}` : pathOf(selection);
}

/** The selection with one path-facet value added or removed (checkbox semantics). */
export function toggleFacet(
  selection: ListingSelection,
  code: PathFacetCode,
  value: string,
  known: ReadonlyMap<string, FacetValue>,
): ListingSelection {
  const current = selection.facets[code];
  const next = current.includes(value) ? current.filter((v) => v !== value) : orderValues([...current, value], known);
  return { ...selection, facets: { ...selection.facets, [code]: next } };
}

export function withCategories(selection: ListingSelection, categories: CategoryNode[]): ListingSelection {
  return { ...selection, categories };
}

/** The chain of categories from the section's child down to `node`. */
export function categoryChain(node: CategoryNode, dictionary: CatalogDictionary): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let current: CategoryNode | undefined = node; current && current.depth >= 2; ) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : dictionary.categoriesById.get(current.parentId);
  }
  return chain;
}

/** Section, categories, discount and sort kept; every facet, size and price cleared. */
export function withoutFilters(selection: ListingSelection): ListingSelection {
  return { ...selection, facets: emptyFacets(), size: null, priceMin: null, priceMax: null };
}

/** `x-prefilter-list` (spec 2 §7): the filter codes this selection applies, in the filter sections' order. */
export function prefilterCodes(selection: ListingSelection): string[] {
  const codes: string[] = [];
  if (selection.categories.length > 0) codes.push('category');
  for (const code of pathFacetCodes) if (selection.facets[code].length > 0) codes.push(code);
  if (selection.size !== null) codes.push('size');
  if (selection.priceMin !== null || selection.priceMax !== null) codes.push('price');
  return codes;
}

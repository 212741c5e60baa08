// Parses the catalogue path grammar of api-contract catalog/listing.ts. Anything unknown — section,
// category, facet or value — makes the whole path invalid (spec 2 §8: 'Url is invalid').
import { isCatalogSection } from '@ornament/domain';
import {
  type CatalogDictionary,
  type CategoryNode,
  type PathFacetCode,
  emptyFacets,
  orderValues,
  pathFacetCodes,
} from './selection';

/** Sections that are listings of their own; newitems wraps one, products-search is the search service's. */
export function isListingSection(code: string): boolean {
  return isCatalogSection(code) && code !== 'newitems' && code !== 'products-search';
}

export interface PathSelection {
  section: string | null;
  isNew: boolean;
  categories: CategoryNode[];
  discount: boolean;
  facets: Record<PathFacetCode, string[]>;
  pathSort: 'inexpensive' | 'expensive' | null;
}

const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;

/**
 * `anySection`: a personal list (the POST variant) may be asked on the catalogue's root, across every
 * section, with filter and sort segments but no category.
 */
export function parseListingPath(path: string, dictionary: CatalogDictionary, { anySection = false } = {}): PathSelection | null {
  if (!path.startsWith('/') || path.length > 1024) return null;
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => !segmentPattern.test(segment))) return null;

  let index = 0;
  const isNew = segments[0] === 'newitems';
  if (isNew) index += 1;
  const first = segments[index];
  let section: string | null = null;
  if (first !== undefined && isListingSection(first)) {
    section = first;
    index += 1;
  } else if (!isNew && !anySection) {
    return null;
  }

  const categories: CategoryNode[] = [];
  let level: readonly CategoryNode[] = section ? (dictionary.topCategories.get(section) ?? []) : [];
  for (let next = segments[index]; next !== undefined; next = segments[index]) {
    const node = level.find((candidate) => candidate.code === next);
    if (!node) break;
    categories.push(node);
    level = node.children;
    index += 1;
  }

  const selection: PathSelection = { section, isNew, categories, discount: false, facets: emptyFacets(), pathSort: null };
  return applyFilterSegments(selection, segments.slice(index), dictionary) ? selection : null;
}

/**
 * Applies the filter segments that follow a listing's base (discount, facets, path sorts): the
 * catalogue's after its categories, the search's after its query slug. False for anything unknown.
 */
export function applyFilterSegments(selection: PathSelection, segments: readonly string[], dictionary: CatalogDictionary): boolean {
  if (segments.some((segment) => !segmentPattern.test(segment))) return false;
  for (const segment of segments) {
    if (!applySegment(selection, segment, dictionary)) return false;
  }
  for (const code of pathFacetCodes) selection.facets[code] = orderValues(selection.facets[code], dictionary.facetValues[code]);
  return true;
}

function applySegment(selection: PathSelection, segment: string, dictionary: CatalogDictionary): boolean {
  if (segment === 'discount') {
    if (selection.discount) return false;
    selection.discount = true;
    return true;
  }
  if (segment === 'sort-inexpensive' || segment === 'sort-expensive') {
    if (selection.pathSort !== null) return false;
    selection.pathSort = segment === 'sort-inexpensive' ? 'inexpensive' : 'expensive';
    return true;
  }
  const code = pathFacetCodes.find((candidate) => segment.startsWith(`${candidate}-`));
  if (!code) return false;
  const values = segment.slice(code.length + 1).split('-or-');
  const known = dictionary.facetValues[code];
  if (values.some((value) => !known.has(value))) return false;
  selection.facets[code].push(...values);
  return true;
}

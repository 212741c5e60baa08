// The text-search results as a catalogue listing (spec 1 §2 /products-search/text/text-{slug}/):
// the path after the slug uses the catalogue's filter grammar; links keep the search's base path.
import type { CatalogListing, FiltersResponse, FilterField } from '@ornament/api-contract';
import { plural, toUrlSlug } from '@ornament/domain';
import { applyFilterSegments, type PathSelection } from '../catalog/listingPath';
import { sortOptionsOf } from '../catalog/meta';
import { type CatalogDictionary, type ListingSelection, canonicalUrl, emptyFacets } from '../catalog/selection';

export interface SearchPath {
  slug: string;
  filters: PathSelection;
}

const slugSegment = /^text-([a-z0-9-]*)$/u;

/** `text-{slug}/{filters…}/` (what follows /products-search/text/); null for anything else. */
export function parseSearchPath(rest: string, dictionary: CatalogDictionary): SearchPath | null {
  const [first, ...segments] = rest.split('/').filter((segment) => segment !== '');
  const slug = first === undefined ? null : (slugSegment.exec(first)?.[1] ?? null);
  if (slug === null) return null;
  const filters: PathSelection = { section: null, isNew: false, categories: [], discount: false, facets: emptyFacets(), pathSort: null };
  return applyFilterSegments(filters, segments, dictionary) ? { slug, filters } : null;
}

export function searchBasePath(query: string): string {
  return `/products-search/text/text-${toUrlSlug(query)}`;
}

/** A catalogue link of a section-less selection ('/material-x/?page=2', or '//' bare) under the search's base. */
export function underSearch(base: string, link: string): string {
  return `${base}${link.startsWith('//') ? link.slice(1) : link}`;
}

export interface SearchMetaInput {
  query: string;
  selection: ListingSelection;
  page: number;
  perPage: number;
  total: number;
}

export function searchListingMeta({ query, selection, page, perPage, total }: SearchMetaInput): CatalogListing['meta'] {
  const base = searchBasePath(query);
  const h1 = `Результаты поиска «${query}»`;
  return {
    section: 'products-search',
    category: null,
    h1,
    title: `${h1} — интернет-магазин`,
    description: `По запросу «${query}» ${plural(total, ['найден', 'найдено', 'найдено'])} ${total} ${plural(total, ['товар', 'товара', 'товаров'])}.`,
    canonical: underSearch(base, canonicalUrl(selection, page)),
    // Results pages are endless and thin: never indexed, their links not followed.
    robots: 'noindex, nofollow',
    breadcrumbs: [
      { name: 'Главная', url: '/' },
      { name: 'Поиск', url: `${base}/` },
    ],
    sort: sortOptionsOf(selection).map((option) => ({ ...option, link: underSearch(base, option.link) })),
    'current-page': page,
    'page-count': Math.ceil(total / perPage),
    'per-page': perPage,
    'total-count': total,
  };
}

function fieldUnder(base: string, field: FilterField): FilterField {
  const children = field.children?.map((child) => fieldUnder(base, child));
  return { ...field, link: underSearch(base, field.link), ...(children ? { children } : {}) };
}

/** The catalogue's filter panel with every link moved under the search's base path. */
export function filtersUnderSearch(query: string, filters: FiltersResponse): FiltersResponse {
  const base = searchBasePath(query);
  return {
    data: filters.data.map((section) => ({
      ...section,
      fields: section.fields.map((field) => fieldUnder(base, field)),
      clear_all: section.clear_all === null ? null : underSearch(base, section.clear_all),
    })),
    meta: {
      ...filters.meta,
      sort: filters.meta.sort.map((option) => ({ ...option, link: underSearch(base, option.link) })),
      clear_all: underSearch(base, filters.meta.clear_all),
    },
  };
}

// Listing meta (spec 2 §2–§4): Russian headings built from section, category and facets, breadcrumbs,
// and the sort options with their canonical links.
import { type CatalogListing, type SortCode, type SortOption, sortCodes } from '@ornament/api-contract';
import { catalogSectionNames, catalogSortOptions, isCatalogSection, plural } from '@ornament/domain';
import { type CatalogDictionary, type ListingSelection, canonicalUrl, categoryOf, pathFacetCodes } from './selection';

type Breadcrumb = CatalogListing['meta']['breadcrumbs'][number];

const personalListName = 'Избранное';

export function sectionName(section: string | null): string {
  if (section === null) return catalogSectionNames.newitems;
  return isCatalogSection(section) ? catalogSectionNames[section] : section;
}

/** A personal list across every section (POST on the catalogue's root). */
function isPersonalRoot(selection: ListingSelection): boolean {
  return selection.urlCodes !== undefined && selection.section === null && !selection.isNew;
}

export function headingOf(selection: ListingSelection, dictionary: CatalogDictionary): string {
  const base = categoryOf(selection)?.name ?? (isPersonalRoot(selection) ? personalListName : sectionName(selection.section));
  const prefix = selection.isNew && selection.section !== null ? 'Новинки: ' : '';
  const facetNames = pathFacetCodes.flatMap((code) =>
    selection.facets[code].map((value) => dictionary.facetValues[code].get(value)?.name ?? value),
  );
  const suffix = [selection.discount ? 'со скидкой' : '', facetNames.join(', ')].filter(Boolean).join(' ');
  return `${prefix}${base}${suffix ? ` ${suffix}` : ''}`;
}

export function breadcrumbsOf(selection: ListingSelection): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [{ name: 'Главная', url: '/' }];
  if (selection.isNew) crumbs.push({ name: catalogSectionNames.newitems, url: '/newitems/' });
  if (selection.section !== null) {
    const prefix = selection.isNew ? '/newitems' : '';
    crumbs.push({ name: sectionName(selection.section), url: `${prefix}/${selection.section}/` });
    let url = `${prefix}/${selection.section}/`;
    for (const category of selection.categories) {
      url += `${category.code}/`;
      crumbs.push({ name: category.name, url });
    }
  }
  return crumbs;
}

const pathSorts: readonly SortCode[] = ['inexpensive', 'expensive'];

export function sortOptionsOf(selection: ListingSelection): SortOption[] {
  return sortCodes.map((code) => {
    const option = catalogSortOptions.find((candidate) => (candidate.value ?? 'popular') === code);
    return {
      property_code: code,
      name: option?.name ?? code,
      value: code,
      source: code === 'new_up' || code === 'best_rating' ? 'get' : 'path',
      link: canonicalUrl({ ...selection, sort: code }),
      checked: selection.sort === code,
    };
  });
}

export function isPathSort(code: SortCode): boolean {
  return pathSorts.includes(code);
}

export interface ListingMetaInput {
  selection: ListingSelection;
  dictionary: CatalogDictionary;
  page: number;
  perPage: number;
  total: number;
  /** Whether the request's own URL was already the canonical one. */
  requestedCanonical: boolean;
}

export function listingMeta(input: ListingMetaInput): CatalogListing['meta'] {
  const { selection, dictionary, page, perPage, total } = input;
  const h1 = headingOf(selection, dictionary);
  const filtered =
    selection.size !== null || selection.priceMin !== null || selection.priceMax !== null || selection.inStockOnly;
  const goods = plural(total, ['товар', 'товара', 'товаров']);
  return {
    section: selection.section ?? (isPersonalRoot(selection) ? 'favorites' : 'newitems'),
    category: categoryOf(selection)?.code ?? null,
    h1,
    title: `${h1} — купить в интернет-магазине`,
    description: `${h1}: ${total} ${goods} с доставкой и самовывозом из магазинов.`,
    canonical: canonicalUrl(selection, page),
    robots: selection.urlCodes ? 'noindex, nofollow' : input.requestedCanonical && !filtered && page === 1 ? 'index, follow' : 'noindex, follow',
    breadcrumbs: breadcrumbsOf(selection),
    sort: sortOptionsOf(selection),
    'current-page': page,
    'page-count': Math.ceil(total / perPage),
    'per-page': perPage,
    'total-count': total,
  };
}

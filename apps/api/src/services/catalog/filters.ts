// The filter panel of a listing (spec 2 §3 Filter section): each value with its canonical link,
// whether it is applied, and how many products it would list with the other filters kept.
import type { FilterField, FilterSection, FiltersResponse } from '@ornament/api-contract';
import type { FacetCounts } from './listingRepository';
import { sortOptionsOf } from './meta';
import {
  type CatalogDictionary,
  type CategoryNode,
  type ListingSelection,
  type PathFacetCode,
  canonicalUrl,
  categoryChain,
  categoryOf,
  toggleFacet,
  withCategories,
  withoutFilters,
} from './selection';

const facetNames: Record<PathFacetCode, string> = { material: 'Материал', insert: 'Вставка', collection: 'Коллекция' };

function rolledUp(node: CategoryNode, counts: Map<number, number>): number {
  return (counts.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + rolledUp(child, counts), 0);
}

function categoryField(
  node: CategoryNode,
  index: number,
  selection: ListingSelection,
  dictionary: CatalogDictionary,
  counts: Map<number, number>,
): FilterField | null {
  const count = rolledUp(node, counts);
  const checked = categoryOf(selection)?.id === node.id;
  const onPath = selection.categories.some((category) => category.id === node.id);
  if (count === 0 && !onPath) return null;
  const chain = categoryChain(node, dictionary);
  const children = node.children
    .map((child, i) => categoryField(child, i, selection, dictionary, counts))
    .filter((field): field is FilterField => field !== null);
  return {
    value: node.code,
    name: node.name,
    checked,
    sort: index + 1,
    // A radio button: choosing the chosen one again goes back up to its parent.
    link: canonicalUrl(withCategories(selection, checked ? chain.slice(0, -1) : chain)),
    count,
    ...(children.length > 0 ? { children } : {}),
  };
}

function section(
  fields: FilterField[],
  props: Pick<FilterSection, 'filter_code' | 'name' | 'display_type' | 'source' | 'sort' | 'depended'>,
  clearAll: string,
): FilterSection {
  const hasSelected = fields.some((field) => field.checked || (field.children ?? []).some((child) => child.checked));
  return { ...props, fields, has_selected: hasSelected, clear_all: hasSelected ? clearAll : null };
}

export function buildFilters(selection: ListingSelection, dictionary: CatalogDictionary, counts: FacetCounts): FiltersResponse {
  const sections: FilterSection[] = [];

  if (selection.section !== null) {
    const top = dictionary.topCategories.get(selection.section) ?? [];
    const fields = top
      .map((node, i) => categoryField(node, i, selection, dictionary, counts.category))
      .filter((field): field is FilterField => field !== null);
    const props = { filter_code: 'category', name: 'Категория', display_type: 'radiobutton', source: 'path', depended: false } as const;
    const clear = canonicalUrl(withCategories(selection, []));
    const built = section(fields, { ...props, sort: sections.length + 1 }, clear);
    // A selected subcategory marks its section as selected even when only a child is checked.
    sections.push({ ...built, has_selected: selection.categories.length > 0, clear_all: selection.categories.length > 0 ? clear : null });
  }

  for (const code of ['material', 'insert', 'collection'] as const) {
    const known = dictionary.facetValues[code];
    const selected = selection.facets[code];
    const fields = [...known.values()]
      .map((value, i): FilterField => ({
        value: value.code,
        name: value.name,
        checked: selected.includes(value.code),
        sort: i + 1,
        link: canonicalUrl(toggleFacet(selection, code, value.code, known)),
        count: counts[code].get(value.code) ?? 0,
      }))
      .filter((field) => field.count > 0 || field.checked);
    const clear = canonicalUrl({ ...selection, facets: { ...selection.facets, [code]: [] } });
    sections.push(section(fields, { filter_code: code, name: facetNames[code], display_type: 'checkbox', source: 'path', sort: sections.length + 1, depended: true }, clear));
  }

  const sizes = [...counts.size].sort((a, b) => a.sort - b.sort || a.value.localeCompare(b.value, 'ru', { numeric: true }));
  const sizeFields = sizes.map((size, i): FilterField => {
    const checked = selection.size === size.value;
    return { value: size.value, name: size.value, checked, sort: i + 1, link: canonicalUrl({ ...selection, size: checked ? null : size.value }), count: size.count };
  });
  if (selection.size !== null && !sizeFields.some((field) => field.checked)) {
    sizeFields.push({ value: selection.size, name: selection.size, checked: true, sort: sizeFields.length + 1, link: canonicalUrl({ ...selection, size: null }), count: 0 });
  }
  sections.push(
    section(sizeFields, { filter_code: 'size', name: 'Размер', display_type: 'radiobutton_chips', source: 'get', sort: sections.length + 1, depended: true }, canonicalUrl({ ...selection, size: null })),
  );

  const noPrice = canonicalUrl({ ...selection, priceMin: null, priceMax: null });
  const low = counts.price.min === null ? 0 : Math.floor(counts.price.min);
  const high = counts.price.max === null ? 0 : Math.ceil(counts.price.max);
  const priceFields: FilterField[] = [
    { value: String(selection.priceMin ?? low), name: 'min', checked: selection.priceMin !== null, sort: 1, link: noPrice, count: counts.total, limit: low },
    { value: String(selection.priceMax ?? high), name: 'max', checked: selection.priceMax !== null, sort: 2, link: noPrice, count: counts.total, limit: high },
  ];
  sections.push(section(priceFields, { filter_code: 'price', name: 'Цена', display_type: 'range', source: 'get', sort: sections.length + 1, depended: true }, noPrice));

  return {
    data: sections,
    meta: { sort: sortOptionsOf(selection), 'total-count': counts.total, clear_all: canonicalUrl(withoutFilters(selection)) },
  };
}

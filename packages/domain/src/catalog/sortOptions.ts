// Sort options (spec 2 §9). `source` says whether the choice lives in the path or the query string.

export interface SortOption {
  /** null for the default order, which needs no parameter. */
  readonly value: string | null;
  readonly name: string;
  readonly source: 'path' | 'query' | null;
}

export const catalogSortOptions = [
  { value: null, name: 'Популярные', source: null },
  { value: 'new_up', name: 'Новинки', source: 'query' },
  { value: 'best_rating', name: 'Лучшее по оценке', source: 'query' },
  { value: 'inexpensive', name: 'Дешевле', source: 'path' },
  { value: 'expensive', name: 'Дороже', source: 'path' },
] as const satisfies readonly SortOption[];

/** Favourites sort: newest first by default, then cheaper and dearer. */
export const favouritesSortOptions = [
  { value: null, name: 'Новые', source: null },
  { value: 'inexpensive', name: 'Дешевле', source: 'query' },
  { value: 'expensive', name: 'Дороже', source: 'query' },
] as const satisfies readonly SortOption[];

export type CatalogSortValue = NonNullable<(typeof catalogSortOptions)[number]['value']>;

export function catalogSortOption(value: string | null | undefined): SortOption {
  return catalogSortOptions.find((option) => option.value === (value ?? null)) ?? catalogSortOptions[0];
}

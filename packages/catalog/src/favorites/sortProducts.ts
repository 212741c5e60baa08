import type { FavoriteSort } from '@ornament/api-contract/http';

/** A folder's products in the chosen order; without one, as the folder keeps them (newest first). */
export function sortProducts<T extends { price: number }>(products: readonly T[], sort: FavoriteSort | undefined): T[] {
  if (!sort) return [...products];
  const direction = sort === 'inexpensive' ? 1 : -1;
  return [...products].sort((a, b) => direction * (a.price - b.price));
}

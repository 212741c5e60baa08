// One page of favourites in the chosen order (spec 2 §9: 'Новые' by default, cheaper, dearer).
import type { FavoriteItem, FavoriteSort } from '@ornament/api-contract';
import type { FavouriteProduct } from './products';
import type { FavoriteRow } from './repository';

export interface FavoritesPage {
  items: FavoriteItem[];
  total: number;
  pageCount: number;
}

/** `rows` come newest first; a price sort keeps that order among equal prices. */
export function favoritesPage(rows: readonly FavoriteRow[], productsByArticle: ReadonlyMap<string, FavouriteProduct>, sort: FavoriteSort | undefined, page: number, pageSize: number): FavoritesPage {
  const shown = rows.flatMap((row) => {
    const found = productsByArticle.get(row.article);
    return found ? [{ id: row.id, article: row.article, created_at: row.createdAt.toISOString(), ...found }] : [];
  });
  if (sort) {
    const direction = sort === 'inexpensive' ? 1 : -1;
    shown.sort((a, b) => direction * (a.product.price - b.product.price));
  }
  const start = (page - 1) * pageSize;
  return { items: shown.slice(start, start + pageSize), total: shown.length, pageCount: Math.ceil(shown.length / pageSize) };
}

import Link from 'next/link';
import * as listing from '../listing/listing.css';
import { pageItems } from '../listing/pagination';
import { type FavoritesState, favoritesHref } from './favoritesQuery';

/** Pages of 12, a folder's of 20 (spec 2 §9), keeping the sort and the folder's filter. */
export function FavoritesPager({ base, state, pageCount }: { base: string; state: FavoritesState; pageCount: number }) {
  const items = pageItems(state.page, pageCount, (page) => favoritesHref(base, { ...state, page }));
  if (items.length === 0) return null;
  return (
    <nav aria-label="Страницы">
      <ul className={listing.pagination}>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={listing.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link className={listing.pageLink} href={item.href} aria-current={item.current ? 'page' : undefined} aria-label={`Страница ${item.page}`}>
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

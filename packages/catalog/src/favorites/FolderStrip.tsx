'use client';

import type { FavoriteList } from '@ornament/api-contract';
import { favouritesMessages as m } from '@ornament/domain';
import Link from 'next/link';
import * as styles from './favorites.css';
import { favoritesHref } from './favoritesQuery';

export interface FolderStripProps {
  base: string;
  lists: readonly FavoriteList[];
  current: string | undefined;
  onCreate: () => void;
}

/** 'Все', then every folder with its count, then 'Создать список'. */
export function FolderStrip({ base, lists, current, onCreate }: FolderStripProps) {
  return (
    <nav aria-label="Списки избранного">
      <ul className={styles.folders}>
        <li>
          <Link className={styles.chip} href={favoritesHref(base, {})} aria-current={current === undefined ? 'page' : undefined}>
            {m.allFavourites}
          </Link>
        </li>
        {lists.map((list) => (
          <li key={list.guid}>
            <Link className={styles.chip} href={favoritesHref(base, { list: list.guid })} aria-current={current === list.guid ? 'page' : undefined}>
              {list.name}
              <span className={styles.chipCount}>{list.url_codes.length}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.chip} onClick={onCreate}>
            + {m.createFolder}
          </button>
        </li>
      </ul>
    </nav>
  );
}

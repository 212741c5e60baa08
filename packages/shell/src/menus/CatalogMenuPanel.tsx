'use client';

import type { MenuItem } from '@ornament/api-contract';
import { contentQueries } from '@ornament/api-client/react';
import type { ApiClient } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { makeQueryClient, QueryIsland } from '@ornament/api-client/react/query';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@ornament/ui-kit';
import { breakpoints } from '@ornament/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as styles from './menus.css';
import { useDismiss } from './useDismiss';
import { useMenu } from './useMenu';
import { catalogMenuId } from './menuIds';


/** Level 2 with its level 3 links under it. */
function SectionChildren({ section }: { section: MenuItem }) {
  return (
    <>
      <a className={styles.allLink} href={section.url}>
        Все товары раздела «{section.name}»
      </a>
      <ul className={styles.groups}>
        {section.children.map((group) => (
          <li key={group.id}>
            <a className={styles.groupTitle} href={group.url}>
              {group.name}
            </a>
            {group.children.length ? (
              <ul className={styles.leaves}>
                {group.children.map((leaf) => (
                  <li key={leaf.id}>
                    <a className={styles.leafLink} href={leaf.url}>
                      {leaf.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Hover previews a section only where the levels stand side by side: on a phone a tap also fires
 * mouseenter, which would drill down under the finger before the click lands.
 */
function previewsOnHover(): boolean {
  return window.matchMedia(`(min-width: ${breakpoints.wide}px) and (hover: hover)`).matches;
}

function MenuTree({ sections }: { sections: readonly MenuItem[] }) {
  // Below 1280 px the levels drill down (nothing chosen shows the sections); from 1280 px the first
  // section's children show beside the list until another is chosen.
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = sections.find((section) => section.id === chosenId) ?? null;
  const shown = chosen ?? sections[0];
  return (
    <div className={styles.columns} data-selected={chosen ? 'true' : 'false'}>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.sectionButton}
              aria-expanded={section.id === shown?.id}
              aria-controls={`${catalogMenuId}-children`}
              onClick={() => setChosenId(section.id)}
              onMouseEnter={() => {
                if (previewsOnHover()) setChosenId(section.id);
              }}
            >
              {section.name}
              <ChevronRightIcon size={16} />
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.children} id={`${catalogMenuId}-children`}>
        {chosen ? (
          <button type="button" className={styles.backButton} onClick={() => setChosenId(null)}>
            <ChevronLeftIcon size={16} />
            Назад
          </button>
        ) : null}
        {shown ? <SectionChildren section={shown} /> : null}
      </div>
    </div>
  );
}

/** The catalogue button's hover preload: the tree into the page's query cache with this code. */
export function prefetchMenu(client: ApiClient): Promise<void> {
  return makeQueryClient().prefetchQuery(contentQueries.menu(client));
}

export default function CatalogMenuPanel() {
  return (
    <QueryIsland>
      <CatalogMenuTreePanel />
    </QueryIsland>
  );
}

/** The open catalogue menu: the three-level tree from the API, loaded when empty (spec 1 §2). */
function CatalogMenuTreePanel() {
  const { open, close } = useMenu('catalog');
  const panel = useRef<HTMLElement>(null);
  const client = useApiClient();
  const menu = useQuery({ ...contentQueries.menu(client), enabled: open });
  useDismiss(open, 'catalog', panel, close);
  return (
    <nav ref={panel} id={catalogMenuId} className={styles.panel} aria-label="Каталог товаров">
      <div className={styles.panelHeader}>
        Каталог
        <button type="button" className={styles.iconButton} onClick={close} aria-label="Закрыть каталог">
          <CloseIcon size={20} />
        </button>
      </div>
      {menu.data ? (
        <MenuTree sections={menu.data.data} />
      ) : (
        <p className={styles.status} role="status">
          {menu.isError ? 'Не удалось загрузить каталог' : 'Загружаем каталог…'}
        </p>
      )}
    </nav>
  );
}

import type { MenuItem } from '@ornament/api-contract';
import * as styles from './pages.css';

/**
 * The whole catalogue as plain links, three levels deep (the crawlers' menu, get-robot-menu): the
 * header's catalogue menu is drawn in the browser on demand, so this is where a crawler finds it.
 */
export function SitemapCatalogue({ tree }: { tree: readonly MenuItem[] }) {
  return (
    <>
      {tree.map((section) => (
        <nav key={section.id} className={styles.block} aria-label={section.name}>
          <h2 className={styles.blockTitle}>
            <a className={styles.sitemapHeadLink} href={section.url}>
              {section.name}
            </a>
          </h2>
          <ul className={styles.linkList}>
            {section.children.map((group) => (
              <li key={group.id}>
                <a className={styles.stripLink} href={group.url}>
                  {group.name}
                </a>
                {group.children.length > 0 ? (
                  <ul className={`${styles.linkList} ${styles.nestedList}`}>
                    {group.children.map((leaf) => (
                      <li key={leaf.id}>
                        <a className={styles.stripLink} href={leaf.url}>
                          {leaf.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}

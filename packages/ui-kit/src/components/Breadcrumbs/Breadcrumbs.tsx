import * as styles from './Breadcrumbs.css';

export interface Crumb {
  name: string;
  url: string;
}

/** The path to the page; the last crumb is the page itself, named but not linked. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Навигационная цепочка">
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${crumb.url}-${index}`} className={isLast ? `${styles.item} ${styles.lastItem}` : styles.item}>
              {isLast ? (
                <span className={styles.current} aria-current="page">
                  {crumb.name}
                </span>
              ) : (
                <a className={styles.link} href={crumb.url}>
                  {crumb.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

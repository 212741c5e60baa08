import type { SortOption } from '@ornament/api-contract';
import * as styles from './listing.css';

/** Sort choices as links (each sort has its own URL, spec 2 §2); the chosen one is marked current. */
export function SortLinks({ options }: { options: readonly SortOption[] }) {
  if (options.length === 0) return null;
  return (
    <nav className={styles.sortNav} aria-label="Сортировка">
      <ul className={styles.sortList}>
        {options.map((option) => (
          <li key={option.property_code}>
            <a className={styles.sortLink} href={option.link} aria-current={option.checked ? 'true' : undefined}>
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

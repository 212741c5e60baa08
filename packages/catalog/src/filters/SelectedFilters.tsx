import type { FilterSection } from '@ornament/api-contract';
import { listingMessages } from '@ornament/domain';
import * as styles from './filters.css';
import { selectedChips } from './filterState';

/** What is applied, each a link that removes it, and 'Сбросить все'. Nothing when nothing is applied. */
export function SelectedFilters({ sections, clearAll }: { sections: readonly FilterSection[]; clearAll: string }) {
  const chips = selectedChips(sections);
  if (chips.length === 0) return null;
  return (
    <div className={styles.selected} aria-label={listingMessages.selected} role="group">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a className={styles.chip} href={chip.href} rel="nofollow">
              {chip.label} ×
            </a>
          </li>
        ))}
      </ul>
      <a className={styles.resetLink} href={clearAll} rel="nofollow">
        {listingMessages.clearAll}
      </a>
    </div>
  );
}

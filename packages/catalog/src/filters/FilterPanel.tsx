'use client';

import type { CatalogFiltersResult } from '@ornament/api-client';
import { listingMessages } from '@ornament/domain';
import { filterPanelId } from './filterPanelId';
import { FilterSections } from './FilterSections';
import * as styles from './filters.css';
import { SelectedFilters } from './SelectedFilters';

/**
 * The filter panel: beside the products from tablets up, behind 'Фильтры' on phones. Rendered on the
 * server like any page part, but a client component, so the page's payload carries the filters'
 * data (about 12 kB on a section) instead of its element tree beside the HTML (about 40 kB).
 */
export function FilterPanel({ filters }: { filters: CatalogFiltersResult }) {
  return (
    <aside id={filterPanelId} className={styles.panel} aria-label={listingMessages.filters}>
      <SelectedFilters sections={filters.data} clearAll={filters.meta.clear_all} />
      <FilterSections sections={filters.data} priceAction={filters.meta.clear_all} />
    </aside>
  );
}

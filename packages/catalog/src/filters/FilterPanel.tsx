import type { CatalogFiltersResult } from '@ornament/api-client';
import { listingMessages } from '@ornament/domain';
import { FilterSections } from './FilterSections';
import * as styles from './filters.css';
import { SelectedFilters } from './SelectedFilters';

/** The element the phone's 'Фильтры' link targets when there is no script. */
export const filterPanelId = 'catalog-filters';

/** The filter panel, rendered on the server: beside the products from tablets up, behind 'Фильтры' on phones. */
export function FilterPanel({ filters }: { filters: CatalogFiltersResult }) {
  return (
    <aside id={filterPanelId} className={styles.panel} aria-label={listingMessages.filters}>
      <SelectedFilters sections={filters.data} clearAll={filters.meta.clear_all} />
      <FilterSections sections={filters.data} priceAction={filters.meta.clear_all} />
    </aside>
  );
}

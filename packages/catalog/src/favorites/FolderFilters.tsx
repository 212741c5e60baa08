import type { FilterSection } from '@ornament/api-contract';
import { listingMessages } from '@ornament/domain';
import Link from 'next/link';
import * as styles from './favorites.css';
import { type FavoritesState, favoritesHref, folderFilterHref } from './favoritesQuery';

/** Facets a folder can be narrowed by: the chips of the catalogue's checkbox sections. */
const folderFacets = new Set(['material', 'insert', 'collection']);

/** The sections worth showing: a choice between values, or one already chosen. */
export function folderFilterSections(sections: readonly FilterSection[]): FilterSection[] {
  return sections.filter((section) => folderFacets.has(section.filter_code) && (section.fields.length > 1 || section.has_selected));
}

export interface FolderFiltersProps {
  base: string;
  state: FavoritesState;
  sections: readonly FilterSection[];
}

/**
 * A folder narrowed by material, insert or collection (spec 2 §7: the folder's own filter panel, POST
 * filters with its url codes): each value a link with its count, the chosen one marked.
 */
export function FolderFilters({ base, state, sections }: FolderFiltersProps) {
  const shown = folderFilterSections(sections);
  if (shown.length === 0) return null;
  return (
    <div className={styles.folderFilters}>
      {shown.map((section) => (
        <nav key={section.filter_code} aria-label={section.name} className={styles.folderFilterRow}>
          <span className={styles.folderFilterName}>{section.name}</span>
          <ul className={styles.folders}>
            {section.fields.map((field) => (
              <li key={field.value}>
                <Link className={styles.chip} href={folderFilterHref(base, state, field.link)} aria-current={field.checked ? 'page' : undefined}>
                  {field.name}
                  <span className={styles.chipCount}>{field.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      {state.filter ? (
        <Link className={styles.textButton} href={favoritesHref(base, { list: state.list, sort: state.sort })}>
          {listingMessages.clearAll}
        </Link>
      ) : null}
    </div>
  );
}

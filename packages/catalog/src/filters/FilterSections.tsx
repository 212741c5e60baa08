import type { FilterField, FilterSection } from '@ornament/api-contract';
import { formatCount, listingMessages } from '@ornament/domain';
import * as styles from './filters.css';
import { PriceRange } from './PriceRange';

export interface FilterSectionsProps {
  sections: readonly FilterSection[];
  /** Where a price change goes: the listing with every dependent section cleared (spec 2 §4). */
  priceAction: string;
}

function FieldLink({ field, radio }: { field: FilterField; radio: boolean }) {
  return (
    <a className={styles.option} href={field.link} aria-current={field.checked ? 'true' : undefined} rel="nofollow">
      <span className={radio ? styles.radio : styles.checkbox} aria-hidden="true" />
      {field.name}
      <span className={styles.count} aria-label={formatCount(field.count, ['товар', 'товара', 'товаров'])}>
        {field.count}
      </span>
    </a>
  );
}

function FieldList({ fields, radio }: { fields: readonly FilterField[]; radio: boolean }) {
  return (
    <ul className={styles.fieldList}>
      {fields.map((field) => (
        <li key={field.value}>
          <FieldLink field={field} radio={radio} />
          {field.children && field.children.length > 0 ? (
            <ul className={styles.nested}>
              {field.children.map((child) => (
                <li key={child.value}>
                  <FieldLink field={child} radio={radio} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Chips({ fields }: { fields: readonly FilterField[] }) {
  return (
    <ul className={styles.chips}>
      {fields.map((field) => (
        <li key={field.value}>
          <a className={styles.chip} href={field.link} aria-current={field.checked ? 'true' : undefined} rel="nofollow">
            {field.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The filter sections as real links (spec 2 §3): every value is the canonical URL with it toggled,
 * so filters work without script and stay crawlable; sections fold with <details>.
 */
export function FilterSections({ sections, priceAction }: FilterSectionsProps) {
  return (
    <>
      {sections
        .filter((section) => section.fields.length > 0)
        .map((section, index) => (
          <details key={section.filter_code} className={styles.section} open={section.has_selected || index < 3}>
            <summary className={styles.summary}>
              {section.name}
              {section.has_selected && section.clear_all !== null ? (
                <a className={styles.resetLink} href={section.clear_all} rel="nofollow">
                  {listingMessages.clearSection}
                </a>
              ) : null}
            </summary>
            {section.display_type === 'range' ? (
              <PriceRange section={section} action={priceAction} />
            ) : section.display_type === 'radiobutton_chips' ? (
              <Chips fields={section.fields} />
            ) : (
              <FieldList fields={section.fields} radio={section.display_type === 'radiobutton'} />
            )}
          </details>
        ))}
    </>
  );
}

import type { FilterSection } from '@ornament/api-contract';
import { listingMessages } from '@ornament/domain';
import { Button } from '@ornament/ui-kit';
import * as styles from './filters.css';
import { priceRangeOf, splitUrl } from './filterState';

/**
 * The price range as a GET form (works without script): it submits to `action`, the listing with
 * the dependent sections cleared, so a price change resets them (spec 2 §4). The route snaps the
 * bounds to the spec's step table.
 */
export function PriceRange({ section, action }: { section: FilterSection; action: string }) {
  const { min, max } = priceRangeOf(section);
  const target = splitUrl(action);
  return (
    <form className={styles.priceForm} method="get" action={target.path} data-price-form="">
      {target.params
        .filter(([key]) => key !== 'price_min' && key !== 'price_max')
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
      <label className={styles.priceLabel}>
        {listingMessages.priceFrom}
        <input
          className={styles.priceInput}
          type="number"
          name="price_min"
          inputMode="numeric"
          min={0}
          step="any"
          placeholder={String(min.limit)}
          defaultValue={min.checked ? min.value : undefined}
          aria-label={`${section.name} ${listingMessages.priceFrom}`}
        />
      </label>
      <label className={styles.priceLabel}>
        {listingMessages.priceTo}
        <input
          className={styles.priceInput}
          type="number"
          name="price_max"
          inputMode="numeric"
          min={0}
          step="any"
          placeholder={String(max.limit)}
          defaultValue={max.checked ? max.value : undefined}
          aria-label={`${section.name} ${listingMessages.priceTo}`}
        />
      </label>
      <Button type="submit" variant="secondary" size="s" className={styles.priceSubmit}>
        {listingMessages.apply}
      </Button>
    </form>
  );
}

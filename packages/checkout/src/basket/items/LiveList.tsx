'use client';

import type { BasketProduct } from '@ornament/api-contract';
import { type CurrencyCode, basketPageMessages as m } from '@ornament/domain';
import type { BasketCall } from '../state/useBasket';
import { selectAllRequest, selectionOf } from '../view/selection';
import { BasketLine } from './BasketLine';
import * as styles from './lines.css';
import { QuantityStepper } from './QuantityStepper';

export interface LiveListProps {
  lines: readonly BasketProduct[];
  currency: CurrencyCode;
  warnings: ReadonlyMap<number, string[]>;
  disabled: boolean;
  run: (call: BasketCall) => unknown;
}

/** The lines the order can take: select (and select all), quantity, delete. */
export function LiveList({ lines, currency, warnings, disabled, run }: LiveListProps) {
  if (lines.length === 0) return null;
  const selection = selectionOf(lines);
  const all = selectAllRequest(selection);
  return (
    <section className={styles.section} aria-label={m.title}>
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selection.allSelected}
            ref={(box) => {
              if (box) box.indeterminate = selection.partlySelected;
            }}
            disabled={disabled}
            onChange={() => run((api, flags) => api.select(all.ids, all.isSelected, flags))}
          />
          {m.selectAll}
        </label>
        {selection.selectedIds.length > 0 ? (
          <button type="button" className={styles.linkButton} disabled={disabled} onClick={() => run((api, flags) => api.remove(selection.selectedIds, flags))}>
            {m.deleteSelected}
          </button>
        ) : null}
      </div>
      <ul className={styles.list}>
        {lines.map((line) => (
          <BasketLine
            key={line.id}
            line={line}
            currency={currency}
            warnings={warnings.get(line.id)}
            disabled={disabled}
            onSelect={(isSelected) => run((api, flags) => api.select([line.id], isSelected, flags))}
            controls={
              <>
                <QuantityStepper line={line} disabled={disabled} onChange={(quantity) => run((api, flags) => api.update(line.id, quantity, flags))} />
                <button type="button" className={styles.linkButton} disabled={disabled} aria-label={`${m.delete}: ${line.title}`} onClick={() => run((api, flags) => api.remove([line.id], flags))}>
                  {m.delete}
                </button>
              </>
            }
          />
        ))}
      </ul>
    </section>
  );
}

'use client';

import type { BasketProduct } from '@ornament/api-contract';
import { type CurrencyCode, basketPageMessages as m } from '@ornament/domain';
import type { BasketCall } from '../state/useBasket';
import { BasketLine } from './BasketLine';
import * as styles from './lines.css';

interface ListProps {
  title: string;
  lines: readonly BasketProduct[];
  currency: CurrencyCode;
  warnings?: ReadonlyMap<number, string[]>;
  disabled: boolean;
  run: (call: BasketCall) => unknown;
}

interface MutedListProps extends ListProps {
  /** The one control each line gets: its label and the call it makes. */
  action: { label: string; call: (lineId: number) => BasketCall };
}

function titleId(title: string) {
  return `basket-${title.replace(/\s+/g, '-').toLowerCase()}`;
}

/** Lines the shopper cannot order as they are: muted, each with one control. */
function MutedList({ title, lines, currency, warnings, disabled, run, action }: MutedListProps) {
  if (lines.length === 0) return null;
  const id = titleId(title);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.list}>
        {lines.map((line) => (
          <BasketLine
            key={line.id}
            line={line}
            currency={currency}
            warnings={warnings?.get(line.id)}
            disabled={disabled}
            muted
            controls={
              <button type="button" className={styles.linkButton} disabled={disabled} aria-label={`${action.label}: ${line.title}`} onClick={() => run(action.call(line.id))}>
                {action.label}
              </button>
            }
          />
        ))}
      </ul>
    </section>
  );
}

/** Lines the order cannot take (not deliverable, not in stock): shown muted, deletable. */
export function UnavailableList(props: ListProps) {
  return <MutedList {...props} action={{ label: m.delete, call: (lineId) => (api, flags) => api.remove([lineId], flags) }} />;
}

/** Deleted lines (spec 3 §4): «Вернуть» brings one back (the 5-article limit applies). */
export function DeletedList(props: Omit<ListProps, 'title' | 'warnings'>) {
  return <MutedList {...props} title={m.deletedTitle} action={{ label: m.restore, call: (lineId) => (api, flags) => api.restore([lineId], flags) }} />;
}

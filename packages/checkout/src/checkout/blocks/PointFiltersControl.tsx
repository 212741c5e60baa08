'use client';

import { type PvzType, pvzTypes } from '@ornament/api-contract/http';
import * as styles from '../checkout.css';
import { checkoutPanelMessages as m } from '../panelMessages';
import { type PointFilters, togglePvzType } from '../logic/pointFilters';

const kindLabels: Readonly<Record<PvzType, string>> = { pvz: m.pvzKindPoint, postamat: m.pvzKindLocker };

/** The pick-up points' filters (spec 3 §3): the kinds of point, partial redemption, return on the spot. */
export function PointFiltersControl({ filters, onChange }: { filters: PointFilters; onChange: (filters: PointFilters) => void }) {
  return (
    <div className={styles.row} role="group" aria-label={m.pointFilters}>
      {pvzTypes.map((kind) => (
        <label key={kind} className={styles.checkbox}>
          <input type="checkbox" checked={filters.pvzTypes.includes(kind)} onChange={(event) => onChange(togglePvzType(filters, kind, event.target.checked))} />
          {kindLabels[kind]}
        </label>
      ))}
      <label className={styles.checkbox}>
        <input type="checkbox" checked={filters.partialRedemption} onChange={(event) => onChange({ ...filters, partialRedemption: event.target.checked })} />
        {m.partialRedemption}
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={filters.returnOption} onChange={(event) => onChange({ ...filters, returnOption: event.target.checked })} />
        {m.returnOption}
      </label>
    </div>
  );
}

'use client';

import * as styles from '../checkout.css';
import type { ChosenPointView } from '../logic/chosenPoint';
import { checkoutPanelMessages as p } from '../panelMessages';
import type { PointDetailState } from '../usePointDetail';

export interface ChosenPointCardProps {
  view: ChosenPointView | null;
  detail: PointDetailState['status'];
}

/** The chosen point (offer/data/): hours, phone, storage period and what of the basket comes there when. */
export function ChosenPointCard({ view, detail }: ChosenPointCardProps) {
  return (
    <section className={styles.chosenCard} aria-labelledby="checkout-chosen-point">
      <h4 id="checkout-chosen-point" className={styles.optionTitle}>
        {p.chosenTitle}
        {view ? `: ${view.name}` : null}
      </h4>
      {view ? (
        <>
          <span className={styles.muted}>{view.address}</span>
          <span className={styles.muted}>
            {p.workTime}: {view.workTime}
          </span>
          {view.phone ? (
            <a className={styles.muted} href={`tel:${view.phone.replace(/[^\d+]/g, '')}`}>
              {view.phone}
            </a>
          ) : null}
          {view.timing ? <span>{view.timing}</span> : null}
          <span className={styles.muted}>{view.reservation}</span>
          {view.lines ? (
            <ul className={styles.chosenLines} aria-label={p.basketHere}>
              {view.lines.map((line) => (
                <li key={line.offer}>
                  {line.title}
                  {line.size ? `, ${line.size}` : null} — <span className={line.available ? undefined : styles.error}>{line.text}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {detail === 'loading' ? (
        <p className={styles.muted} role="status">
          {p.detailLoading}
        </p>
      ) : null}
      {detail === 'error' ? (
        <p className={styles.error} role="status">
          {p.detailFailed}
        </p>
      ) : null}
    </section>
  );
}

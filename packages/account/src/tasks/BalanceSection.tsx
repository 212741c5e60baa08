import { bonusReasonLabels, completionDate, formatBonus, loyaltyMessages as m } from '@ornament/domain';
import * as account from '../layout/account.css';
import type { BonusBalance } from './loadTasksCenter';
import * as styles from './tasks.css';

/** How many operations the short history shows (newest first). */
export const historyLength = 5;

const signed = (amount: number) => `${amount < 0 ? '−' : '+'}${formatBonus(Math.abs(amount))}`;

/** The bonus balance at the top of the tasks centre: available, pending and the last operations. */
export function BalanceSection({ balance, timeZone }: { balance: BonusBalance | null; timeZone: string }) {
  return (
    <section className={styles.balance} aria-labelledby="bonus-balance-title">
      <div className={styles.block}>
        <h2 id="bonus-balance-title" className={account.sectionTitle}>
          {m.balanceTitle}
        </h2>
        {balance ? (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{m.balanceAvailable}</dt>
              <dd className={styles.figureValue}>{formatBonus(balance.available)}</dd>
            </div>
            {balance.pending > 0 ? (
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{m.balancePending}</dt>
                <dd className={styles.figureValueSmall}>{formatBonus(balance.pending)}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p role="alert" className={account.alert}>
            {m.balanceLoadError}
          </p>
        )}
        <a href="/page/landing/bonus-system/" className={styles.link}>
          {m.programmeLink}
        </a>
      </div>
      {balance ? (
        <div className={styles.block}>
          <h3 className={account.muted}>{m.historyTitle}</h3>
          {balance.history.length === 0 ? (
            <p className={account.muted}>{m.historyEmpty}</p>
          ) : (
            <ul className={styles.history}>
              {balance.history.slice(0, historyLength).map((entry) => (
                <li key={entry.id} className={styles.historyRow}>
                  <span className={styles.historyDate}>{completionDate(entry.createdAt, timeZone)}</span>
                  <span>{entry.comment || bonusReasonLabels[entry.reason]}</span>
                  <span className={entry.amount < 0 ? styles.minus : styles.plus}>{signed(entry.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
